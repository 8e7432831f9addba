import type { Selectable } from 'kysely';
import {
  type ClientSource,
  type ClientStage,
  clientSourceLabels,
  clientStageLabels,
} from '../../../domain/clients/stages';
import { windhoekClockLabel, windhoekDate, windhoekDayLabel } from '../../../domain/windhoek-time';
import { adminRecordPath, type DashboardTabId } from '../../../shared/admin';
import { confirmedLine } from '../../../shared/advice-texts';
import {
  type PolicyProduct,
  type PolicyStatus,
  policyProductLabels,
  policyStatusLabels,
} from '../../../shared/book';
import { type BookingKind, bookingKindLabels } from '../../../shared/booking';
import {
  type ContactChannel,
  contactChannelLabels,
  enquiryKindLabel,
  enquiryKindLabels,
  type TimelineEntry,
} from '../../../shared/clients';
import { type DocumentKind, documentKindLabels } from '../../../shared/documents';
import { pipelineStageLabel } from '../../../shared/pipeline';
import { type ReviewOutcome, reviewOutcomeLabels } from '../../../shared/reviews';
import type { Database } from '../../db';

/** Where the back office opens each kind of enquiry; an FNA opens as its PDF. */
const enquiryTabs: Record<string, DashboardTabId> = {
  'consultation-request': 'consultations',
  questionnaire: 'leads',
  'book-order': 'leads',
  'checklist-download': 'leads',
  'quote-request': 'quotes',
  'funeral-application': 'funeral',
  'workshop-registration': 'workshops',
  newsletter: 'newsletter',
  'needs-analysis': 'needs',
  'manual-lead': 'pipeline',
};

export function enquiryHref(kind: string, id: string): string | null {
  if (kind === 'fna-submission') return `/api/fna/${encodeURIComponent(id)}/pdf`;
  const tab = enquiryTabs[kind];
  return tab ? adminRecordPath(tab, id) : null;
}

export interface TimelineSources {
  enquiries: Selectable<Database['client_enquiries']>[];
  stageChanges: { id: string; entity_id: string | null; details: string; created_at: string }[];
  notes: {
    id: string;
    admin_id: string;
    body: string;
    created_at: string;
    updated_at: string;
    author: string | null;
  }[];
  contacts: { id: string; channel: string; outcome: string; contacted_at: string; author: string | null }[];
  tasks: Database['tasks'][];
  emails: {
    id: string;
    enquiry_type: string;
    to_address: string;
    sent_at: string | null;
    created_at: string;
  }[];
  merges: Database['client_merges'][];
  policies: {
    id: string;
    insurer: string;
    product: string;
    policy_number: string;
    status: string;
    created_at: string;
  }[];
  policyChanges: { id: string; entity_id: string | null; details: string; created_at: string }[];
  reviews: { id: string; held_on: string; outcome: string; notes: string; created_at: string }[];
  invitations: { id: string; to_address: string; status: string; created_at: string }[];
  documents: { id: string; kind: string; file_name: string; source: string; created_at: string }[];
  portalChanges: { id: string; details: string; created_at: string }[];
  adviceConfirmations: {
    id: string;
    status: string;
    created_at: string;
    confirmed_name: string | null;
    confirmed_at: string | null;
    confirmed_document_id: string | null;
    file_name: string;
  }[];
  /** Their booked consultations (issue 44): booked, moved, cancelled. */
  bookings?: {
    id: string;
    starts_at: string;
    kind: string;
    status: string;
    sequence: number;
    created_at: string;
    updated_at: string;
  }[];
  /** How they came to be in the book and their stage (issue 43). */
  lifecycle?: {
    createdAt: string;
    addedBy: string | null;
    source: string;
    sourceDetail: string;
    stage: string;
    stageChangedAt: string | null;
    stagesByHand: { id: string; details: string; created_at: string; author: string | null }[];
  };
}

/**
 * What an e-mail sent to them was, in words (issue 44): "Newsletter confirmation sent", not
 * "Confirmation of their newsletter-confirmation".
 */
export function sentEmailText(kind: string, to: string): { title: string; detail: string } {
  if (kind === 'newsletter-confirmation')
    return { title: 'Newsletter confirmation sent', detail: `To ${to}` };
  if (enquiryKindLabels[kind])
    return {
      title: 'E-mail sent',
      detail: `Confirmation of their ${enquiryKindLabel(kind).toLowerCase()} to ${to}`,
    };
  const words = kind.replace(/-/g, ' ');
  return { title: `${words.charAt(0).toUpperCase()}${words.slice(1)} sent`, detail: `To ${to}` };
}

/** One client's story, newest first: enquiries, stage changes, notes, contacts, tasks done, e-mails, merges. */
export function buildTimeline(sources: TimelineSources, viewerId: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const enquiry of sources.enquiries) {
    entries.push({
      kind: 'enquiry',
      at: enquiry.created_at,
      id: enquiry.enquiry_id,
      title: enquiryKindLabel(enquiry.kind),
      // 'Consultation request: Retirement Planning' under the title 'Consultation request' says it once.
      detail: enquiry.summary.startsWith(`${enquiryKindLabel(enquiry.kind)}: `)
        ? enquiry.summary.slice(enquiryKindLabel(enquiry.kind).length + 2)
        : enquiry.summary,
      href: enquiryHref(enquiry.kind, enquiry.enquiry_id),
      enquiryKind: enquiry.kind,
    });
  }
  for (const change of sources.stageChanges) {
    let status: unknown;
    try {
      status = (JSON.parse(change.details) as { status?: unknown }).status;
    } catch {
      continue;
    }
    if (!Array.isArray(status)) continue;
    entries.push({
      kind: 'stage-change',
      at: change.created_at,
      id: change.entity_id ?? change.id,
      title: 'Card moved',
      detail: `${pipelineStageLabel(String(status[0]))} → ${pipelineStageLabel(String(status[1]))}`,
      href: null,
    });
  }
  for (const note of sources.notes) {
    entries.push({
      kind: 'note',
      at: note.created_at,
      id: note.id,
      title: note.updated_at !== note.created_at ? 'Note (edited)' : 'Note',
      detail: note.body,
      href: null,
      editable: note.admin_id === viewerId,
      by: note.author,
    });
  }
  for (const contact of sources.contacts) {
    entries.push({
      kind: 'contact',
      at: contact.contacted_at,
      id: contact.id,
      title: `${contactChannelLabels[contact.channel as ContactChannel] ?? contact.channel} logged`,
      detail: contact.outcome,
      href: null,
      by: contact.author,
    });
  }
  for (const task of sources.tasks) {
    if (!task.done_at) continue;
    entries.push({
      kind: 'task-done',
      at: task.done_at,
      id: task.id,
      title: 'Task done',
      detail: task.title,
      href: null,
    });
  }
  for (const email of sources.emails) {
    entries.push({
      kind: 'email',
      at: email.sent_at ?? email.created_at,
      id: email.id,
      ...sentEmailText(email.enquiry_type, email.to_address),
      href: null,
    });
  }
  for (const merge of sources.merges) {
    entries.push({
      kind: 'merge',
      at: merge.created_at,
      id: merge.id,
      title: merge.undone_at ? 'Merge undone' : 'Merged',
      detail: mergeDetail(merge),
      href: null,
    });
  }
  entries.push(...bookEntries(sources), ...lifecycleEntries(sources), ...bookingEntries(sources));
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** "Thursday 3 December 2026 at 10:00 (Phone call)": a booked time as the timeline says it. */
const bookedTime = (booking: { starts_at: string; kind: string }) =>
  `${windhoekDayLabel(booking.starts_at)} at ${windhoekClockLabel(booking.starts_at)} (${
    bookingKindLabels[booking.kind as BookingKind] ?? booking.kind
  })`;

/** A consultation booked, and its last change: moved (to its time now) or cancelled (issue 44). */
function bookingEntries(sources: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const booking of sources.bookings ?? []) {
    entries.push({
      kind: 'booking',
      at: booking.created_at,
      id: booking.id,
      title: 'Consultation booked',
      detail:
        booking.sequence > 0 && booking.status !== 'cancelled' ? 'A time, since moved' : bookedTime(booking),
      href: null,
    });
    if (booking.status === 'cancelled')
      entries.push({
        kind: 'booking',
        at: booking.updated_at,
        id: `${booking.id}-cancelled`,
        title: 'Consultation cancelled',
        detail: bookedTime(booking),
        href: null,
      });
    else if (booking.sequence > 0)
      entries.push({
        kind: 'booking',
        at: booking.updated_at,
        id: `${booking.id}-moved`,
        title: 'Consultation moved',
        detail: `Now ${bookedTime(booking)}`,
        href: null,
      });
  }
  return entries;
}

const policyName = (policy: { product: string; insurer: string }) =>
  `${policyProductLabels[policy.product as PolicyProduct] ?? policy.product}, ${policy.insurer}`;
const statusLabel = (status: unknown) => policyStatusLabels[String(status) as PolicyStatus] ?? String(status);

/** Policies recorded and their status changes, and yearly reviews held (issue 31). */
function bookEntries(sources: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const byId = new Map(sources.policies.map((policy) => [policy.id, policy]));
  for (const policy of sources.policies)
    entries.push({
      kind: 'policy',
      at: policy.created_at,
      id: policy.id,
      title: 'Policy recorded',
      detail: `${policyName(policy)}, no. ${policy.policy_number}`,
      href: `/admin/policies/${policy.id}`,
    });
  for (const change of sources.policyChanges) {
    const policy = change.entity_id ? byId.get(change.entity_id) : undefined;
    let status: unknown;
    try {
      status = (JSON.parse(change.details) as { changed?: { status?: unknown } }).changed?.status;
    } catch {
      continue;
    }
    if (!policy || !Array.isArray(status)) continue;
    entries.push({
      kind: 'policy',
      at: change.created_at,
      id: policy.id,
      title: 'Policy status changed',
      detail: `${policyName(policy)}: ${statusLabel(status[0])} → ${statusLabel(status[1])}`,
      href: `/admin/policies/${policy.id}`,
    });
  }
  for (const review of sources.reviews) {
    // Logged on the day it was held: when it was logged; logged later: that day, 10:00 Windhoek.
    const sameDay = windhoekDate(new Date(review.created_at)) === review.held_on;
    entries.push({
      kind: 'review',
      at: sameDay ? review.created_at : `${review.held_on}T08:00:00.000Z`,
      id: review.id,
      title: review.outcome === 'could-not-reach' ? 'Yearly review attempted' : 'Yearly review held',
      detail: [reviewOutcomeLabels[review.outcome as ReviewOutcome] ?? review.outcome, review.notes]
        .filter(Boolean)
        .join('\n'),
      href: null,
      sensitive: 'advice',
    });
  }
  // A confirmed copy of a record of advice is told by its confirmation's entry below.
  const confirmedCopies = new Set(sources.adviceConfirmations.map((advice) => advice.confirmed_document_id));
  for (const document of sources.documents)
    if (!confirmedCopies.has(document.id))
      entries.push({
        kind: 'document',
        at: document.created_at,
        id: document.id,
        title: document.source === 'client' ? 'Document received' : 'Document added',
        detail: `${documentKindLabels[document.kind as DocumentKind] ?? document.kind}: ${document.file_name}`,
        href: `/api/admin/documents/${document.id}`,
        sensitive: 'identity',
      });
  for (const advice of sources.adviceConfirmations) {
    entries.push({
      kind: 'document',
      at: advice.created_at,
      id: advice.id,
      title: 'Asked to confirm a record of advice',
      detail: advice.file_name,
      href: null,
      sensitive: 'advice',
    });
    if (advice.status === 'confirmed' && advice.confirmed_name && advice.confirmed_at)
      entries.push({
        kind: 'document',
        at: advice.confirmed_at,
        id: `${advice.id}:confirmed`,
        title: 'Record of advice confirmed',
        detail: `${confirmedLine(advice.confirmed_name, advice.confirmed_at)}: ${advice.file_name}`,
        href: advice.confirmed_document_id ? `/api/admin/documents/${advice.confirmed_document_id}` : null,
        sensitive: 'advice',
      });
  }
  for (const change of sources.portalChanges) {
    let changed: Record<string, [string, string]> = {};
    try {
      changed = JSON.parse(change.details) as Record<string, [string, string]>;
    } catch {
      continue;
    }
    const labels: Record<string, string> = { phone: 'Phone', address: 'Address' };
    const lines = Object.entries(changed)
      .filter(([field, values]) => labels[field] && Array.isArray(values))
      .map(([field, [from, to]]) => `${labels[field]}: ${from || '(none)'} → ${to || '(none)'}`);
    if (lines.length === 0) continue;
    entries.push({
      kind: 'portal',
      at: change.created_at,
      id: change.id,
      title: 'Changed their details in their portal',
      detail: lines.join('\n'),
      href: null,
    });
  }
  for (const invitation of sources.invitations)
    entries.push({
      kind: 'review',
      at: invitation.created_at,
      id: invitation.id,
      title: 'Invited to a yearly review',
      detail: `E-mail to ${invitation.to_address} with a link to book a time${invitation.status === 'sent' ? '' : ' (waiting to be sent)'}`,
      href: null,
    });
  return entries;
}

function mergeDetail(merge: Database['client_merges']): string {
  try {
    const moved = JSON.parse(merge.moved) as { source?: { name?: string; email?: string; phone?: string } };
    const source = moved.source;
    const who = source?.name || source?.email || source?.phone || 'another client';
    return merge.undone_at ? `${who} is a separate client again` : `${who} was merged into this client`;
  } catch {
    return 'Another client was merged into this client';
  }
}

/** Who added them by hand and how they came; their stage set by hand, or reached (D32). */
function lifecycleEntries(sources: TimelineSources): TimelineEntry[] {
  const life = sources.lifecycle;
  if (!life) return [];
  const entries: TimelineEntry[] = [];
  if (life.addedBy) {
    const how = clientSourceLabels[life.source as ClientSource] ?? life.source;
    entries.push({
      kind: 'stage',
      at: life.createdAt,
      id: `added:${life.createdAt}`,
      title: 'Added to the client book',
      detail: life.sourceDetail ? `${how}: ${life.sourceDetail}` : how,
      href: null,
      by: life.addedBy,
    });
  }
  const byHand = new Set<string>();
  for (const change of life.stagesByHand) {
    let stage: unknown;
    try {
      stage = (JSON.parse(change.details) as { stage?: unknown }).stage;
    } catch {
      continue;
    }
    if (!Array.isArray(stage)) continue;
    byHand.add(change.created_at);
    const label = (value: unknown) => clientStageLabels[value as ClientStage] ?? String(value);
    entries.push({
      kind: 'stage',
      at: change.created_at,
      id: change.id,
      title: 'Stage set by hand',
      detail: `${label(stage[0])} → ${label(stage[1])}`,
      href: null,
      by: change.author,
    });
  }
  // Reached by their file (a policy in force, a record of advice), not set by hand.
  if (
    life.stage === 'client' &&
    life.stageChangedAt &&
    life.stageChangedAt !== life.createdAt &&
    !byHand.has(life.stageChangedAt)
  )
    entries.push({
      kind: 'stage',
      at: life.stageChangedAt,
      id: `client:${life.stageChangedAt}`,
      title: 'Became a client',
      detail: 'A policy of theirs is in force or advice was recorded for them',
      href: null,
    });
  return entries;
}
