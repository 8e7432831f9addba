import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { plansOn, planTableInForce, specPremiumTable } from '../../../domain/funeral/dated-tables';
import { premiumFor } from '../../../domain/funeral/pricing';
import { windhoekDate } from '../../../domain/windhoek-time';
import type { FuneralApplicationInput } from '../../../shared/funeral';
import { funeralMessages } from '../../../shared/funeral-texts';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { lazyModule, usePreloadOnFocus } from '../../lib/lazy-module';
import { QueryProvider } from '../../lib/query-client';
import { apiRequest, failureTextOr } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { OptionCards, SelectField, TextArea } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { ApplicantCard } from './ApplicantCard';
import { CoverageSummary } from './CoverageSummary';
import { AddMemberCard, MemberList } from './FamilyMembers';
import { Card, emptyApplicant, emptyDraft, type Member } from './parts';

/** The applicant fields' checks (zod), fetched when the visitor first touches the form. */
const loadChecks = lazyModule(() => import('./checks'));

/** /funeral-cover (spec doc 2): price cover member by member, then apply. */
export default function FuneralCoverPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        Add the people you want to cover, one at a time, and see the premium for each of them at once. Apply
        online: we contact you within 24 hours.
      </PageHero>
      <Island name="funeral-cover" component={FuneralCoverForm} props={{}} />
    </>
  );
}

/** The quote and the application (an island of /funeral-cover, issue 45). */
export function FuneralCoverForm() {
  return (
    <QueryProvider>
      <FuneralForm />
    </QueryProvider>
  );
}

function FuneralForm() {
  const [applicant, setApplicant] = useState(emptyApplicant);
  const [draft, setDraft] = useState(emptyDraft);
  const [members, setMembers] = useState<Member[]>([]);
  const [frequency, setFrequency] = useState<'monthly' | 'annual'>('monthly');
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [website, setWebsite] = useState('');
  // The plans offered today (issue 58: a premium table per plan); one, unnamed, until the adviser enters more.
  const today = windhoekDate(new Date());
  const plans = plansOn(siteConfig.funeralTables, today);
  const [plan, setPlan] = useState(plans[0] ?? '');
  const tableOf = (name: string) =>
    planTableInForce(siteConfig.funeralTables, today, name)?.table ?? specPremiumTable;
  const table = tableOf(plan);
  const [applicantErrors, setApplicantErrors] = useState<{ age?: string; idNumber?: string }>({});
  const formRef = useRef<HTMLDivElement>(null);
  usePreloadOnFocus(formRef, loadChecks);
  const submission = useMutation({
    mutationFn: (body: FuneralApplicationInput) =>
      apiRequest('/api/funeral-cover-applications', { method: 'POST', body }),
  });

  const totals = {
    monthlyCents: members.reduce((sum, member) => sum + member.monthlyCents, 0),
    annualCents: members.reduce((sum, member) => sum + member.annualCents, 0),
    cover: members.reduce((sum, member) => sum + member.coverageAmount, 0),
  };

  /** Another plan: the members added are priced by its table; one whose cover it does not offer is taken off. */
  function choosePlan(next: string) {
    const nextTable = tableOf(next);
    const priced = members.map((member) => {
      const price = premiumFor(
        member.relationship,
        member.age,
        member.gender,
        member.coverageAmount,
        nextTable,
      );
      return price ? { ...member, ...price } : null;
    });
    const dropped = members.filter((_, index) => priced[index] === null);
    setPlan(next);
    setMembers(priced.filter((member) => member !== null));
    if (dropped.length > 0)
      toast({
        variant: 'destructive',
        title: 'Cover not offered',
        description: `The ${next} plan does not offer the cover chosen for ${dropped.map((member) => member.name).join(', ')}: add them again with a cover it offers.`,
      });
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
      plan: plans.length > 1 ? plan : '',
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
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: funeralMessages.failureTitle,
          description: failureTextOr(error, funeralMessages.failure),
        }),
    });
  }

  return (
    <div ref={formRef} className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <ApplicantCard
          applicant={applicant}
          onChange={setApplicant}
          errors={applicantErrors}
          website={website}
          onWebsite={setWebsite}
        />

        {plans.length > 1 ? (
          <Card title="Choose Your Plan">
            <OptionCards
              legend="Plan"
              name="funeral-plan"
              options={plans.map((name) => ({ value: name, label: name }))}
              value={plan}
              onChange={choosePlan}
              columns={2}
            />
          </Card>
        ) : null}

        <AddMemberCard
          draft={draft}
          setDraft={setDraft}
          applicant={applicant}
          table={table}
          onAdd={(member) => setMembers([...members, member])}
        />

        <MemberList
          members={members}
          onRemove={(id) => setMembers(members.filter((entry) => entry.id !== id))}
        />

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

      <CoverageSummary members={members} totals={totals} pending={submission.isPending} onSubmit={submit} />
    </div>
  );
}
