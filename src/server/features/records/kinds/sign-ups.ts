import { type NewsletterStatus, newsletterStatusLabels } from '../../../../shared/newsletter-texts';
import { type PipelineLeadRow, toPipelineLead } from '../../pipeline';
import { recordQueries } from '../kinds-repository';
import { field, money, name, type RecordKind } from './kind';

/** Workshop registrations, newsletter subscriptions and the pipeline's cards. */

export const workshopRegistrations: RecordKind = {
  path: 'workshop-registrations',
  entityType: 'workshop-registration',
  statusTable: 'workshop_registrations',
  query: recordQueries.workshopRegistrations,
  toItem: (row) => ({
    id: row.id,
    workshopId: row.workshop_id,
    workshopName: row.workshop_name,
    leadId: row.lead_id,
    name: name(row.first_name, row.last_name),
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Workshop', (item) => item.workshopName],
    ['Name', (item) => item.name],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Lead id', (item) => item.leadId],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Workshop', item.workshopName),
      field('Name', item.name),
      field('Email', item.email),
      field('Phone', item.phone),
      field('Lead id', item.leadId),
      field('Status', item.status, 'status'),
      field('Registered', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};

const newsletterStatusLabel = (status: unknown) =>
  newsletterStatusLabels[status as NewsletterStatus] ?? String(status);

export const newsletterSubscriptions: RecordKind = {
  path: 'newsletter-subscriptions',
  entityType: 'newsletter-subscription',
  query: recordQueries.newsletterSubscriptions,
  toItem: (row) => ({
    id: row.id,
    email: row.email,
    isActive: Number(row.is_active) === 1,
    // Issue 33: pending until confirmed; who unsubscribed, and when.
    status: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at ?? null,
    unsubscribedAt: row.unsubscribed_at ?? null,
  }),
  csv: [
    ['Email', (item) => item.email],
    ['Status', (item) => newsletterStatusLabel(item.status)],
    ['Subscribed', (item) => item.createdAt],
    ['Confirmed', (item) => item.confirmedAt ?? ''],
    ['Unsubscribed', (item) => item.unsubscribedAt ?? ''],
  ],
  readable: (item) => ({
    fields: [
      field('Email', item.email),
      field('Status', newsletterStatusLabel(item.status)),
      field('Subscribed', item.createdAt, 'datetime'),
      field('Confirmed', item.confirmedAt, 'datetime'),
      field('Unsubscribed', item.unsubscribedAt, 'datetime'),
    ],
    lists: [],
  }),
};

export const pipeline: RecordKind = {
  path: 'pipeline-leads',
  entityType: 'pipeline-lead',
  query: recordQueries.pipeline,
  toItem: (row) => ({ ...toPipelineLead(row as unknown as PipelineLeadRow) }),
  csv: [
    ['Name', (item) => item.name],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Company', (item) => item.company],
    ['Stage', (item) => item.status],
    ['Value (N$)', (item) => item.estimatedValue ?? ''],
    ['Priority', (item) => item.priority],
    ['Source', (item) => item.source],
    ['Next follow-up', (item) => item.nextFollowUp ?? ''],
    ['Notes', (item) => item.notes],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Name', item.name),
      field('Email', item.email),
      field('Phone', item.phone),
      field('Company', item.company || 'None'),
      field('Stage', item.status),
      field('Priority', item.priority),
      field('Source', item.source),
      field('Estimated value', money(item.estimatedValueCents) || 'Not set'),
      field('Expected close', item.expectedCloseDate ?? 'Not set'),
      field('Last contact', item.lastContactDate ?? 'Not yet'),
      field('Next follow-up', item.nextFollowUp ?? 'Not set'),
      field('Notes', item.notes || 'None', 'longtext'),
      field('Created', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};
