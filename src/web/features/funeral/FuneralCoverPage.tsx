import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { funeralReasons } from '../../../content/funeral';
import type { PageMeta } from '../../../content/pages';
import {
  coverOptionsFor,
  isRelationship,
  premiumFor,
  type Relationship,
  relationshipOptions,
} from '../../../domain/funeral/pricing';
import { formatNad, formatNadWhole } from '../../../domain/money';
import type { FuneralApplicationInput } from '../../../shared/funeral';
import { funeralMessages } from '../../../shared/funeral-texts';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { lazyModule, usePreloadOnFocus } from '../../lib/lazy-module';
import { QueryProvider } from '../../lib/query-client';
import { apiRequest } from '../../lib/request';
import { Button } from '../../ui/Button';
import { HoneypotField, SelectField, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';

type Gender = 'male' | 'female';

interface Member {
  id: string;
  name: string;
  relationship: Relationship;
  age: number;
  gender: Gender;
  coverageAmount: number;
  monthlyCents: number;
  annualCents: number;
}

const emptyApplicant = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  idNumber: '',
  age: '',
  gender: 'male' as Gender,
};
const emptyDraft = { name: '', relationship: '', age: '', gender: 'male' as Gender, coverageAmount: '' };

/** The applicant fields' checks (zod), fetched when the visitor first touches the form. */
const loadChecks = lazyModule(() => import('./checks'));

const relationshipLabel = (value: string) =>
  relationshipOptions.find((option) => option.value === value)?.label ?? value;

function Card({ title, children }: { title: string; children: React.ReactNode }) {
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

/** /funeral-cover (spec doc 2): price cover member by member, then apply. */
export default function FuneralCoverPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        Add the people you want to cover, one at a time, and see the premium for each of them at once. Apply
        online: we contact you within 24 hours.
      </PageHero>
      <QueryProvider>
        <FuneralForm />
      </QueryProvider>
    </>
  );
}

function FuneralForm() {
  const [applicant, setApplicant] = useState(emptyApplicant);
  const [draft, setDraft] = useState(emptyDraft);
  const [members, setMembers] = useState<Member[]>([]);
  const [frequency, setFrequency] = useState<'monthly' | 'annual'>('monthly');
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [website, setWebsite] = useState('');
  const [applicantErrors, setApplicantErrors] = useState<{ age?: string; idNumber?: string }>({});
  const formRef = useRef<HTMLDivElement>(null);
  usePreloadOnFocus(formRef, loadChecks);
  const submission = useMutation({
    mutationFn: (body: FuneralApplicationInput) =>
      apiRequest('/api/funeral-cover-applications', { method: 'POST', body }),
  });

  const draftAge = draft.age === '' ? Number.NaN : Number(draft.age);
  const options =
    isRelationship(draft.relationship) && Number.isInteger(draftAge)
      ? coverOptionsFor(draft.relationship, draftAge)
      : [];
  const coverageReady = draft.relationship !== '' && draft.age !== '';

  const totals = {
    monthlyCents: members.reduce((sum, member) => sum + member.monthlyCents, 0),
    annualCents: members.reduce((sum, member) => sum + member.annualCents, 0),
    cover: members.reduce((sum, member) => sum + member.coverageAmount, 0),
  };

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
    const price = premiumFor(relationship, draftAge, draft.gender, Number(draft.coverageAmount));
    if (options.length === 0 || !price) {
      toast({
        variant: 'destructive',
        title: funeralMessages.invalidCoverageTitle,
        description: funeralMessages.invalidCoverage,
      });
      return;
    }
    const coverageAmount = Number(draft.coverageAmount);
    setMembers((current) => [
      ...current,
      {
        id: crypto.randomUUID(),
        name,
        relationship,
        age: draftAge,
        gender: draft.gender,
        coverageAmount,
        ...price,
      },
    ]);
    toast({
      title: funeralMessages.memberAddedTitle,
      description: `${name} has been added with ${formatNadWhole(coverageAmount)} coverage.`,
    });
    setDraft(emptyDraft);
  }

  async function submit() {
    const required = [applicant.firstName, applicant.lastName, applicant.email, applicant.phone];
    if (required.some((value) => value.trim() === '')) {
      toast({
        variant: 'destructive',
        title: funeralMessages.applicantMissingTitle,
        description: funeralMessages.applicantMissing,
      });
      return;
    }
    if (members.length === 0) {
      toast({
        variant: 'destructive',
        title: funeralMessages.noMembersTitle,
        description: funeralMessages.noMembers,
      });
      return;
    }
    // The server checks these when given (the spec's page does not): the same schema says so
    // under the field here rather than failing the submission.
    const age = applicant.age.trim() === '' ? null : Number(applicant.age);
    let applicantChecks: Awaited<ReturnType<typeof loadChecks>>['applicantChecks'];
    try {
      ({ applicantChecks } = await loadChecks());
    } catch {
      toast({
        variant: 'destructive',
        title: funeralMessages.failureTitle,
        description: funeralMessages.failure,
      });
      return;
    }
    const checked = applicantChecks.safeParse({ age, idNumber: applicant.idNumber });
    const errors: { age?: string; idNumber?: string } = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'age' || field === 'idNumber') && !errors[field]) errors[field] = issue.message;
    }
    setApplicantErrors(errors);
    if (!checked.success) return;
    const body: FuneralApplicationInput = {
      mainApplicant: { ...applicant, age },
      familyMembers: members.map((member) => ({
        id: member.id,
        name: member.name,
        relationship: member.relationship,
        age: member.age,
        gender: member.gender,
        coverageAmount: member.coverageAmount,
        monthlyCost: member.monthlyCents / 100,
        annualCost: member.annualCents / 100,
      })),
      coverageDetails: {
        totalMonthlyCost: totals.monthlyCents / 100,
        totalAnnualCost: totals.annualCents / 100,
        totalCoverage: totals.cover,
        paymentFrequency: frequency,
      },
      paymentPreferences: { frequency },
      additionalInfo,
      totalMonthlyCost: totals.monthlyCents,
      totalAnnualCost: totals.annualCents,
      totalCoverageAmount: totals.cover * 100,
      website,
    };
    submission.mutate(body, {
      onSuccess: () => {
        toast({ title: funeralMessages.successTitle, description: funeralMessages.success });
        setApplicant(emptyApplicant);
        setApplicantErrors({});
        setDraft(emptyDraft);
        setMembers([]);
        setAdditionalInfo('');
        setFrequency('monthly');
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: funeralMessages.failureTitle,
          description: funeralMessages.failure,
        }),
    });
  }

  const setApplicantField =
    (field: keyof typeof emptyApplicant) => (event: React.ChangeEvent<HTMLInputElement>) =>
      setApplicant({ ...applicant, [field]: event.target.value });

  return (
    <div ref={formRef} className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <Card title="Main Applicant Information">
          <HoneypotField value={website} onChange={setWebsite} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First Name"
              autoComplete="given-name"
              maxLength={200}
              value={applicant.firstName}
              onChange={setApplicantField('firstName')}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              maxLength={200}
              value={applicant.lastName}
              onChange={setApplicantField('lastName')}
            />
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={applicant.email}
              onChange={setApplicantField('email')}
            />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              placeholder="+264 81 123 4567"
              maxLength={40}
              value={applicant.phone}
              onChange={setApplicantField('phone')}
            />
            <TextField
              label="ID Number"
              inputMode="numeric"
              maxLength={20}
              value={applicant.idNumber}
              onChange={setApplicantField('idNumber')}
              error={applicantErrors.idNumber}
            />
            <TextField
              label="Age"
              type="number"
              min={18}
              max={80}
              value={applicant.age}
              onChange={setApplicantField('age')}
              error={applicantErrors.age}
            />
            <SelectField
              label="Gender"
              value={applicant.gender}
              onChange={(value) => setApplicant({ ...applicant, gender: value as Gender })}
            >
              <option value="male">Male</option>
              <option value="female">Female</option>
            </SelectField>
          </div>
        </Card>

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
              onChange={(value) => setDraft({ ...draft, relationship: value, coverageAmount: '' })}
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
                    ? 'Choose relationship and age first'
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

        {members.length > 0 ? (
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
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setMembers(members.filter((entry) => entry.id !== member.id))}
                  >
                    Remove {member.name}
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        <Card title="Additional Information">
          <div className="grid gap-4">
            <SelectField
              label="Payment Frequency"
              value={frequency}
              onChange={(value) => setFrequency(value === 'annual' ? 'annual' : 'monthly')}
            >
              <option value="monthly">Monthly</option>
              <option value="annual">Annual</option>
            </SelectField>
            <TextArea
              label="Medical conditions, special requests or other information"
              optional
              rows={4}
              maxLength={5000}
              value={additionalInfo}
              onChange={(event) => setAdditionalInfo(event.target.value)}
            />
          </div>
        </Card>
      </div>

      <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Coverage summary">
        <section className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6" aria-live="polite">
          <h2 className="text-xl font-bold text-slate-900">Coverage Summary</h2>
          {members.length === 0 ? (
            <p className="mt-3 text-slate-700">{funeralMessages.emptySummary}</p>
          ) : (
            <dl className="mt-4 space-y-2" data-testid="funeral-summary">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Family members</dt>
                <dd className="font-semibold text-slate-900">{members.length}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Total coverage</dt>
                <dd className="font-semibold text-slate-900">{formatNadWhole(totals.cover)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Monthly premium</dt>
                <dd className="text-lg font-bold text-brand-900" data-testid="funeral-monthly-total">
                  {formatNad(totals.monthlyCents)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Annual premium</dt>
                <dd className="font-semibold text-slate-900" data-testid="funeral-annual-total">
                  {formatNad(totals.annualCents)}
                </dd>
              </div>
            </dl>
          )}
          <p className="mt-4 text-sm text-slate-700">{funeralMessages.underwriting}</p>
          <Button className="mt-4 w-full" size="lg" onClick={submit} disabled={submission.isPending}>
            {submission.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">Why Choose Our Funeral Cover?</h2>
          <ul className="mt-3 space-y-2 text-slate-800">
            {funeralReasons.map((reason) => (
              <li key={reason} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {reason}
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}
