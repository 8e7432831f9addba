import { useId } from 'react';
import { type Relationship, relationshipOptions } from '../../../domain/funeral/pricing';

/** What the funeral cover form's sections share: its values' shapes and the card around each section. */

export type Gender = 'male' | 'female';

export interface Member {
  id: string;
  name: string;
  relationship: Relationship;
  age: number;
  gender: Gender;
  coverageAmount: number;
  monthlyCents: number;
  annualCents: number;
}

export const emptyApplicant = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  idNumber: '',
  age: '',
  gender: 'male' as Gender,
};
export type Applicant = typeof emptyApplicant;

/** The family member being added: what is typed and chosen so far. */
export const emptyDraft = {
  name: '',
  relationship: '',
  age: '',
  gender: 'male' as Gender,
  coverageAmount: '',
};
export type Draft = typeof emptyDraft;

export const relationshipLabel = (value: string) =>
  relationshipOptions.find((option) => option.value === value)?.label ?? value;

export function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
