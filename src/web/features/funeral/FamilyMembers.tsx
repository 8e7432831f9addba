import type { DatedPremiumTable } from '../../../domain/funeral/dated-tables';
import {
  coverOptionsFor,
  isRelationship,
  premiumFor,
  type Relationship,
  relationshipOptions,
} from '../../../domain/funeral/pricing';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { funeralMessages } from '../../../shared/funeral-texts';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import {
  type Applicant,
  Card,
  type Draft,
  emptyDraft,
  type Gender,
  type Member,
  relationshipLabel,
} from './parts';

/**
 * The relationship chosen: the main member is the applicant above, so their name, age and gender
 * come from there where this member's are not typed yet.
 */
export function chosenRelationship(draft: Draft, relationship: string, applicant: Applicant): Draft {
  const next = { ...draft, relationship, coverageAmount: '' };
  if (relationship !== 'self') return next;
  const name = `${applicant.firstName.trim()} ${applicant.lastName.trim()}`.trim();
  return {
    ...next,
    name: draft.name.trim() === '' ? name : draft.name,
    age: draft.age === '' ? applicant.age.trim() : draft.age,
    gender: draft.name.trim() === '' ? applicant.gender : draft.gender,
  };
}

/** One family member at a time: their cover's options priced as they are chosen (domain/funeral). */
export function AddMemberCard({
  draft,
  setDraft,
  onAdd,
  table,
  applicant,
}: {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  onAdd: (member: Member) => void;
  /** The main applicant as typed above: "Self (Main Member)" is them, not typed again (issue 59). */
  applicant: Applicant;
  /** The chosen plan's table in force today in Windhoek, as the server prices the application (issue 58). */
  table: DatedPremiumTable;
}) {
  const draftAge = draft.age === '' ? Number.NaN : Number(draft.age);
  const options =
    isRelationship(draft.relationship) && Number.isInteger(draftAge)
      ? coverOptionsFor(draft.relationship, draftAge, table)
      : [];
  const coverageReady = draft.relationship !== '' && draft.age !== '';

  function addMember() {
    const name = draft.name.trim();
    if (
      !name ||
      !draft.relationship ||
      draft.age === '' ||
      (options.length > 0 && draft.coverageAmount === '')
    ) {
      toast({
        variant: 'destructive',
        title: funeralMessages.memberMissingTitle,
        description: funeralMessages.memberMissing,
      });
      return;
    }
    const relationship = draft.relationship as Relationship;
    const price = premiumFor(relationship, draftAge, draft.gender, Number(draft.coverageAmount), table);
    if (options.length === 0 || !price) {
      toast({
        variant: 'destructive',
        title: funeralMessages.invalidCoverageTitle,
        description: funeralMessages.invalidCoverage,
      });
      return;
    }
    const coverageAmount = Number(draft.coverageAmount);
    onAdd({
      id: crypto.randomUUID(),
      name,
      relationship,
      age: draftAge,
      gender: draft.gender,
      coverageAmount,
      ...price,
    });
    toast({
      title: funeralMessages.memberAddedTitle,
      description: `${name} has been added with ${formatNadWhole(coverageAmount)} coverage.`,
    });
    setDraft(emptyDraft);
  }

  return (
    <Card title="Add Family Members">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Family Member Name"
          maxLength={200}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <SelectField
          label="Relationship"
          value={draft.relationship}
          onChange={(value) => setDraft(chosenRelationship(draft, value, applicant))}
        >
          <option value="">Select relationship</option>
          {relationshipOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Age"
          type="number"
          min={1}
          max={80}
          value={draft.age}
          onChange={(event) => setDraft({ ...draft, age: event.target.value, coverageAmount: '' })}
        />
        <SelectField
          label="Gender"
          value={draft.gender}
          onChange={(value) => setDraft({ ...draft, gender: value as Gender, coverageAmount: '' })}
        >
          <option value="male">Male</option>
          <option value="female">Female</option>
        </SelectField>
        <div className="sm:col-span-2">
          <SelectField
            label="Coverage Amount"
            value={draft.coverageAmount}
            disabled={!coverageReady}
            onChange={(value) => setDraft({ ...draft, coverageAmount: value })}
          >
            <option value="">
              {!coverageReady
                ? 'Relationship and age first'
                : options.length === 0
                  ? 'No cover for this age'
                  : 'Select coverage amount'}
            </option>
            {options.map((amount) => {
              const price = premiumFor(
                draft.relationship as Relationship,
                draftAge,
                draft.gender,
                amount,
                table,
              );
              return (
                <option key={amount} value={amount}>
                  {formatNadWhole(amount)}
                  {price
                    ? ` (${price.monthlyCents === 0 ? 'free' : `${formatNad(price.monthlyCents)} a month`})`
                    : ''}
                </option>
              );
            })}
          </SelectField>
        </div>
      </div>
      <Button className="mt-5" onClick={addMember}>
        Add Family Member
      </Button>
    </Card>
  );
}

/** The members added so far, each with its cover and premium, and a way to remove them. */
export function MemberList({ members, onRemove }: { members: Member[]; onRemove: (id: string) => void }) {
  if (members.length === 0) return null;
  return (
    <Card title={`Added Family Members (${members.length})`}>
      <ul className="divide-y divide-slate-200">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="funeral-member"
          >
            <div>
              <p className="font-semibold text-slate-900">{member.name}</p>
              <p className="text-sm text-slate-700">
                {relationshipLabel(member.relationship)} · {member.age} years ·{' '}
                {member.gender === 'male' ? 'Male' : 'Female'}
              </p>
              <span className="mt-1 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                {formatNadWhole(member.coverageAmount)} cover
              </span>
            </div>
            <div className="text-right">
              <p className="font-semibold text-slate-900">{formatNad(member.monthlyCents)}/month</p>
              <p className="text-sm text-slate-700">{formatNad(member.annualCents)}/year</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => onRemove(member.id)}>
              Remove {member.name}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
