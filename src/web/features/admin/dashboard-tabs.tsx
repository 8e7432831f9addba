import type { ReactNode } from 'react';
import { formatNad } from '../../../domain/money';
import type { DashboardTabId } from '../../../shared/admin';
import { type ConsultationTopic, topicLabel } from '../../../shared/consultation';
import { newsletterStatusLabels } from '../../../shared/newsletter-texts';
import { pipelineStageLabel } from '../../../shared/pipeline';
import { insuranceTypeLabel } from '../../../shared/quote';
import { formatDate } from '../../lib/dates';
import type { RecordItem } from './api/records';
import { PriorityBadge, StatusBadge } from './badges';

/**
 * The dashboard's tabs (spec doc 2 "Admin data dashboard", DECISIONS D14): one per kind of
 * captured record, with the spec's columns where it gives them.
 */

export interface Column {
  header: string;
  cell: (item: RecordItem) => ReactNode;
}

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
  /** The API path segment: lists at /api/<path>, details at /api/<path>/<id>. */
  path: string;
  listPath: string;
  /** The details dialog's title. */
  recordTitle: string;
  /** Names the row for screen readers ('View ... details'). */
  rowName: (item: RecordItem) => string;
  columns: Column[];
  hasStatus: boolean;
  /** Where the row's PDF report opens (FNA rows), if it has one. */
  pdf?: (item: RecordItem) => string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const fullName = (first: unknown, last: unknown) => `${text(first)} ${text(last)}`.trim();
const nested = (item: RecordItem, key: string) => (item[key] ?? {}) as Record<string, unknown>;
const date: Column = { header: 'Date', cell: (item) => formatDate(item.createdAt) };
const status: Column = { header: 'Status', cell: (item) => <StatusBadge status={text(item.status)} /> };
const shortId = (id: string) => <span className="font-mono text-xs">{id.slice(0, 8)}</span>;

export const dashboardTabs: DashboardTab[] = [
  {
    id: 'leads',
    label: 'Leads',
    path: 'leads',
    listPath: '/api/leads',
    recordTitle: 'Lead Details',
    rowName: (item) => fullName(item.firstName, item.lastName) || text(item.email),
    hasStatus: false,
    columns: [
      { header: 'Name', cell: (item) => fullName(item.firstName, item.lastName) || '—' },
      { header: 'Email', cell: (item) => text(item.email) },
      { header: 'Phone', cell: (item) => text(item.phone) || '—' },
      { header: 'Source', cell: (item) => text(item.source) },
      date,
    ],
  },
  {
    id: 'consultations',
    label: 'Consultations',
    path: 'consultation-requests',
    listPath: '/api/consultation-requests',
    recordTitle: 'Consultation Request Details',
    rowName: (item) => text(item.fullName),
    hasStatus: true,
    columns: [
      { header: 'Name', cell: (item) => text(item.fullName) },
      { header: 'Phone', cell: (item) => text(item.phone) },
      {
        header: 'Topic',
        cell: (item) => topicLabel(item.topic as ConsultationTopic, text(item.customTopic)),
      },
      { header: 'Urgency', cell: (item) => <span className="capitalize">{text(item.urgency)}</span> },
      status,
      date,
    ],
  },
  {
    id: 'quotes',
    label: 'Quote Requests',
    path: 'quote-requests',
    listPath: '/api/quote-requests',
    recordTitle: 'Quote Request Details',
    rowName: (item) =>
      fullName(nested(item, 'personalInfo').firstName, nested(item, 'personalInfo').lastName),
    hasStatus: true,
    columns: [
      { header: 'ID', cell: (item) => shortId(item.id) },
      {
        header: 'Client Name',
        cell: (item) =>
          fullName(nested(item, 'personalInfo').firstName, nested(item, 'personalInfo').lastName),
      },
      {
        header: 'Insurance Types',
        cell: (item) =>
          ((nested(item, 'insuranceNeeds').types ?? []) as string[]).map(insuranceTypeLabel).join(', '),
      },
      status,
      date,
    ],
  },
  {
    id: 'funeral',
    label: 'Funeral Applications',
    path: 'funeral-cover-applications',
    listPath: '/api/funeral-cover-applications',
    recordTitle: 'Funeral Application Details',
    rowName: (item) =>
      fullName(nested(item, 'mainApplicant').firstName, nested(item, 'mainApplicant').lastName),
    hasStatus: true,
    columns: [
      { header: 'ID', cell: (item) => shortId(item.id) },
      {
        header: 'Applicant',
        cell: (item) =>
          fullName(nested(item, 'mainApplicant').firstName, nested(item, 'mainApplicant').lastName),
      },
      { header: 'Phone', cell: (item) => text(nested(item, 'mainApplicant').phone) },
      { header: 'Monthly Premium', cell: (item) => formatNad(Number(item.totalMonthlyCents)) },
      status,
      date,
    ],
  },
  {
    id: 'workshops',
    label: 'Workshops',
    path: 'workshop-registrations',
    listPath: '/api/workshop-registrations',
    recordTitle: 'Workshop Registration Details',
    rowName: (item) => text(item.name),
    hasStatus: true,
    columns: [
      { header: 'Workshop Name', cell: (item) => text(item.workshopName) },
      { header: 'Name', cell: (item) => text(item.name) },
      { header: 'Lead ID', cell: (item) => shortId(text(item.leadId)) },
      status,
      date,
    ],
  },
  {
    id: 'newsletter',
    label: 'Newsletter',
    path: 'newsletter-subscriptions',
    listPath: '/api/newsletter-subscriptions',
    recordTitle: 'Newsletter Subscription Details',
    rowName: (item) => text(item.email),
    hasStatus: false,
    columns: [
      { header: 'Email', cell: (item) => text(item.email) },
      {
        header: 'Status',
        // Issue 33: pending until the e-mailed link is followed; who unsubscribed, and when.
        cell: (item) =>
          item.status === 'active' || (item.status === undefined && item.isActive) ? (
            <span className="font-semibold text-green-800">Active</span>
          ) : item.status === 'pending' ? (
            <span className="text-amber-800">{newsletterStatusLabels.pending}</span>
          ) : (
            <span className="text-slate-600">
              {typeof item.unsubscribedAt === 'string'
                ? `Unsubscribed ${formatDate(item.unsubscribedAt)}`
                : 'Inactive'}
            </span>
          ),
      },
      { header: 'Subscribed', cell: (item) => formatDate(item.createdAt) },
    ],
  },
  {
    id: 'fna',
    label: 'FNA Reports',
    path: 'fna-submissions',
    listPath: '/api/fna-submissions',
    recordTitle: 'FNA Report Details',
    rowName: (item) =>
      fullName(nested(item, 'personalInfo').firstName, nested(item, 'personalInfo').lastName),
    hasStatus: true,
    pdf: (item) => `/api/fna/${item.id}/pdf`,
    columns: [
      { header: 'ID', cell: (item) => shortId(item.id) },
      {
        header: 'Client Name',
        cell: (item) =>
          fullName(nested(item, 'personalInfo').firstName, nested(item, 'personalInfo').lastName),
      },
      status,
      date,
    ],
  },
  {
    id: 'needs',
    label: 'Needs Analyses',
    path: 'needs-analyses',
    listPath: '/api/needs-analyses',
    recordTitle: 'Needs Analysis Details',
    rowName: (item) => text(item.clientName),
    hasStatus: false,
    columns: [
      { header: 'Client Name', cell: (item) => text(item.clientName) || '—' },
      { header: 'Email', cell: (item) => text(item.email) || '—' },
      {
        header: 'Recommendations',
        cell: (item) =>
          ((item.recommendations ?? []) as { category: string }[]).map((r) => r.category).join(', ') || '—',
      },
      status,
      date,
    ],
  },
  {
    id: 'pipeline',
    label: 'Pipeline',
    path: 'pipeline-leads',
    listPath: '/api/pipeline-leads/search',
    recordTitle: 'Pipeline Lead Details',
    rowName: (item) => text(item.name),
    hasStatus: false,
    columns: [
      { header: 'Name', cell: (item) => text(item.name) },
      { header: 'Email', cell: (item) => text(item.email) },
      { header: 'Stage', cell: (item) => pipelineStageLabel(text(item.status)) },
      {
        header: 'Value',
        cell: (item) =>
          item.estimatedValueCents === null ? '—' : formatNad(Number(item.estimatedValueCents)),
      },
      { header: 'Priority', cell: (item) => <PriorityBadge priority={text(item.priority)} /> },
      date,
    ],
  },
];
