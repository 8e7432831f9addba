import { formatNad } from '../../../domain/money';
import type { AuditEntryItem } from '../../../shared/audit';
import {
  type PolicyProduct,
  type PolicyStatus,
  policyProductLabels,
  policyStatusLabels,
  premiumFrequencyLabels,
} from '../../../shared/book';
import { formatCalendarDate } from '../../lib/dates';

/** A policy's own timeline read from its audit entries, in the adviser's words. */

const fieldLabels: Record<string, string> = {
  insurer: 'Insurer',
  product: 'Product',
  policyNumber: 'Policy number',
  status: 'Status',
  startDate: 'Start date',
  premiumCents: 'Premium',
  premiumFrequency: 'Paid',
  coverCents: 'Cover',
  commission: 'Commission terms',
  statusSince: 'Date of the status',
};

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (field === 'premiumCents' || field === 'coverCents')
    return typeof value === 'number' ? formatNad(value) : String(value);
  if (field === 'status') return policyStatusLabels[value as PolicyStatus] ?? String(value);
  if (field === 'product') return policyProductLabels[value as PolicyProduct] ?? String(value);
  if (field === 'premiumFrequency')
    return premiumFrequencyLabels[value as keyof typeof premiumFrequencyLabels] ?? String(value);
  if (field === 'commission') return 'changed';
  if (field === 'statusSince' && typeof value === 'string') return formatCalendarDate(value);
  return String(value);
}

/** One line per entry: "Status: Applied → In force", "Commission statement for 2026-10: N$ 812.50". */
export function policyHistoryLines(
  entry: Pick<AuditEntryItem, 'action' | 'entityType' | 'details'>,
): string[] {
  const details = entry.details;
  if (entry.entityType === 'policy' && entry.action === 'create') return ['Recorded'];
  if (entry.entityType === 'policy' && entry.action === 'update') {
    const changed = (details.changed ?? {}) as Record<string, [unknown, unknown]>;
    const since =
      typeof details.statusDate === 'string' ? `, from ${formatCalendarDate(details.statusDate)}` : '';
    return Object.entries(changed).map(([field, [from, to]]) =>
      field === 'commission'
        ? 'Commission terms changed'
        : `${fieldLabels[field] ?? field}: ${valueText(field, from)} → ${valueText(field, to)}${field === 'status' ? since : ''}`,
    );
  }
  if (entry.entityType === 'policy-party') {
    const role = details.role === 'beneficiary' ? 'Beneficiary' : 'Life covered';
    const share = typeof details.sharePercent === 'number' ? ` (${details.sharePercent}%)` : '';
    return [
      `${role} ${entry.action === 'delete' ? 'removed' : 'added'}: ${String(details.name ?? '')}${share}`,
    ];
  }
  if (entry.entityType === 'policy-commission')
    return [
      `Commission statement for ${String(details.month)}: ${typeof details.amountCents === 'number' ? formatNad(details.amountCents) : ''}`,
    ];
  return [entry.action];
}
