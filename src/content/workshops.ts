/**
 * The workshops (spec section 2, "Workshops & Training Sessions"; ids from section 3). The adviser
 * replaces these entries as new dates are set. Times are Namibian (Africa/Windhoek, UTC+2 all year).
 */

export type WorkshopFormat = 'VIRTUAL' | 'IN-PERSON';

export interface Workshop {
  id: string;
  name: string;
  format: WorkshopFormat;
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** Local start time HH:MM; registration closes when the workshop starts. */
  startTime: string;
  endTime: string;
  /** N$ (DECISIONS: the spec's bare `$` read as N$ on a Namibian site). */
  priceNad: number;
  summary: string;
  featured?: { lengthLabel: string; venue: string; capacity: number };
}

export const workshops: readonly Workshop[] = [
  {
    id: 'retirement-masterclass',
    name: 'Retirement Planning Masterclass',
    format: 'IN-PERSON',
    date: '2025-11-15',
    startTime: '09:00',
    endTime: '12:00',
    priceNad: 149,
    summary:
      'A 3-hour live workshop: how much you need to retire, making the most of your pension or provident fund and retirement annuity, and turning savings into an income that lasts.',
    featured: { lengthLabel: '3-hour live workshop', venue: 'Conference center, Windhoek', capacity: 25 },
  },
  {
    id: 'life-insurance-fundamentals',
    name: 'Life Insurance Fundamentals',
    format: 'VIRTUAL',
    date: '2024-03-22',
    startTime: '18:00',
    endTime: '19:30',
    priceNad: 49,
    summary: 'How much cover you need, term versus whole life, and reading a policy before you sign.',
  },
  {
    id: 'estate-planning-essentials',
    name: 'Estate Planning Essentials',
    format: 'IN-PERSON',
    date: '2024-04-05',
    startTime: '09:00',
    endTime: '12:00',
    priceNad: 89,
    summary: 'Wills, executors and trusts under Namibian law, and how to spare your family delays.',
  },
  {
    id: 'tax-advantaged-investing',
    name: 'Tax-Advantaged Investing',
    format: 'VIRTUAL',
    date: '2024-04-12',
    startTime: '18:00',
    endTime: '19:30',
    priceNad: 69,
    summary: 'Using retirement annuities and other deductible contributions to pay less tax legally.',
  },
];

/** Namibia keeps UTC+2 all year (no daylight saving since 2017). */
const windhoekOffset = '+02:00';

export function workshopStartsAt(workshop: Workshop): Date {
  return new Date(`${workshop.date}T${workshop.startTime}:00${windhoekOffset}`);
}

/** Registration is open until the workshop starts. */
export function isWorkshopOpen(workshop: Workshop, now: Date): boolean {
  return now.getTime() < workshopStartsAt(workshop).getTime();
}

export function findWorkshop(id: string): Workshop | undefined {
  return workshops.find((workshop) => workshop.id === id);
}

/** '15 November 2025' (DECISIONS: dates show as '15 December 2024'). */
export function workshopDateLabel(workshop: Workshop): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${workshop.date}T00:00:00Z`));
}
