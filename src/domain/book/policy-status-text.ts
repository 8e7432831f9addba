import { calendarDateLabel } from '../windhoek-time';

/**
 * A policy's status in words with its date (issue 44): "In force since 1 Mar 2024", "Applied for,
 * starts 1 Dec 2026", "Lapsed on 15 Jul 2026". What the portal and the back office say beside a
 * policy, so that nothing that is not cover reads as cover.
 */

export interface StatusFacts {
  status: string;
  /** `YYYY-MM-DD` the cover starts (or started). */
  startDate: string;
  /** `YYYY-MM-DD` its present status took effect, when it changed after it was recorded (D33). */
  statusSince: string | null;
}

const words: Record<string, string> = {
  quoted: 'Quoted',
  applied: 'Applied for',
  'in-force': 'In force',
  lapsed: 'Lapsed',
  cancelled: 'Cancelled',
  claimed: 'Claimed',
  matured: 'Matured',
};

/** Whether the policy is cover now (in force): what the portal lists as cover. */
export const isCover = (status: string): boolean => status === 'in-force';

export function policyStatusText(policy: StatusFacts, today: string): string {
  const start = calendarDateLabel(policy.startDate);
  const since = policy.statusSince ? calendarDateLabel(policy.statusSince) : null;
  switch (policy.status) {
    case 'in-force': {
      // Back in force after a lapse: since then; otherwise since its start (or from it, ahead).
      if (policy.statusSince && policy.statusSince > policy.startDate) return `In force since ${since}`;
      return policy.startDate > today ? `In force from ${start}` : `In force since ${start}`;
    }
    case 'applied':
      return policy.startDate >= today ? `Applied for, starts ${start}` : `Applied for, to start ${start}`;
    case 'quoted':
      return since ? `Quoted on ${since}` : 'Quoted';
    default: {
      const word = words[policy.status] ?? policy.status;
      return since ? `${word} on ${since}` : word;
    }
  }
}
