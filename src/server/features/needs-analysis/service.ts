import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import {
  type Recommendation,
  recommendationsFor,
  summarise,
} from '../../../domain/needs-analysis/recommendations';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  answerText,
  type NeedsAnalysisSection,
  questionsOf,
  readyToComplete,
  type SectionAnswers,
  visibleAnswers,
} from '../../../shared/needs-analysis';
import type { Database, DatabaseHandle } from '../../db';
import { openAnswers, sealAnswers } from '../../db/field-encryption';
import { insertRow } from '../../db/statements';
import { HttpError } from '../../plugins/errors';
import { enquiryFollowUps } from '../pipeline';
import { analysisStatus, findAnalysis, updateOpenAnalysisStatement } from './repository';

/** Each API section and its column. */
const columns = {
  clientProfile: 'client_profile',
  housingAssets: 'housing_assets',
  incomeProtection: 'income_protection',
  familyProtection: 'family_protection',
  debtReview: 'debt_review',
  savingsEmergency: 'savings_emergency',
  retirementPlanning: 'retirement_planning',
  affordabilityBudget: 'affordability_budget',
  agreementNextSteps: 'agreement_next_steps',
} as const satisfies Record<NeedsAnalysisSection, keyof Database['needs_analyses']>;

const notFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such needs analysis.');
const completed = () =>
  new HttpError(
    409,
    apiErrorCodes.conflict,
    'This needs analysis is complete: its answers can no longer change.',
  );

export async function createNeedsAnalysis(
  database: DatabaseHandle,
  clientProfile: SectionAnswers,
  now: Date,
): Promise<{ id: string; status: string; createdAt: string }> {
  const id = randomUUID();
  const stamp = now.toISOString();
  await database.write([
    insertRow(database.db, 'needs_analyses', {
      id,
      status: 'in_progress',
      // Health answers are encrypted at rest (issue 21); the rest stays searchable.
      client_profile: JSON.stringify(sealAnswers(visibleAnswers('clientProfile', clientProfile))),
      housing_assets: '{}',
      income_protection: '{}',
      family_protection: '{}',
      debt_review: '{}',
      savings_emergency: '{}',
      retirement_planning: '{}',
      affordability_budget: '{}',
      agreement_next_steps: '{}',
      recommendations: null,
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
    }),
  ]);
  return { id, status: 'in_progress', createdAt: stamp };
}

/**
 * Saves one section (answers to hidden questions dropped); refused (409) once the analysis is
 * complete, in the same statement.
 */
export async function saveSection(
  database: DatabaseHandle,
  id: string,
  section: NeedsAnalysisSection,
  answers: SectionAnswers,
  now: Date,
): Promise<{ id: string; section: NeedsAnalysisSection; updatedAt: string }> {
  const stamp = now.toISOString();
  const changes: Updateable<Database['needs_analyses']> = {
    [columns[section]]: JSON.stringify(
      section === 'clientProfile'
        ? sealAnswers(visibleAnswers(section, answers))
        : visibleAnswers(section, answers),
    ),
    updated_at: stamp,
  };
  const [updated] = await database.write([updateOpenAnalysisStatement(database.db, id, changes)]);
  if (!updated?.length) {
    throw (await analysisStatus(database.db, id)) ? completed() : notFound();
  }
  return { id, section, updatedAt: stamp };
}

const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

/**
 * Completes the analysis: recommendations from the stored answers (never the browser's), status
 * completed and a pipeline card (source 'Needs Analysis'), in one unit.
 */
export async function completeNeedsAnalysis(
  database: DatabaseHandle,
  id: string,
  now: Date,
): Promise<{
  id: string;
  status: string;
  recommendations: Recommendation[];
  summary: ReturnType<typeof summarise>;
}> {
  const row = await findAnalysis(database.db, id);
  if (!row) throw notFound();
  if (row.status !== 'in_progress') throw completed();
  const answers = {
    clientProfile: openAnswers(parse(row.client_profile)),
    familyProtection: parse(row.family_protection),
    incomeProtection: parse(row.income_protection),
    debtReview: parse(row.debt_review),
    savingsEmergency: parse(row.savings_emergency),
    retirementPlanning: parse(row.retirement_planning),
  } as Parameters<typeof recommendationsFor>[0];
  const nextSteps = parse(row.agreement_next_steps) as SectionAnswers;
  if (!readyToComplete(nextSteps))
    throw new HttpError(
      400,
      apiErrorCodes.validation,
      'Choose how we should contact you and whether we may follow up before completing the analysis.',
      {
        ...(nextSteps.preferredContactMethod
          ? {}
          : { 'agreementNextSteps.preferredContactMethod': 'Choose how we should contact you' }),
        ...(nextSteps.agreesToFollowUp
          ? {}
          : { 'agreementNextSteps.agreesToFollowUp': 'Choose whether we may follow up' }),
      },
    );
  const recommendations = recommendationsFor(answers);
  const summary = summarise(recommendations);
  const stamp = now.toISOString();
  const profile = answers.clientProfile as { fullName?: string; email?: string; phone?: string };
  const unit = [
    updateOpenAnalysisStatement(database.db, id, {
      status: 'completed',
      recommendations: JSON.stringify(recommendations),
      completed_at: stamp,
      updated_at: stamp,
    }),
    ...enquiryFollowUps(
      database.db,
      {
        type: 'needs-analysis',
        id,
        name: profile.fullName || 'Needs analysis client',
        email: profile.email ?? '',
        phone: profile.phone ?? '',
        priority: summary.high > 0 ? 'high' : 'medium',
        source: 'Needs Analysis',
        notes: [
          `Needs analysis completed: ${summary.high} high, ${summary.medium} medium, ${summary.low} future planning. ${recommendations.map((item) => item.category).join(', ') || 'No gaps found'}.`,
          nextStepsText(nextSteps),
        ].join('\n'),
      },
      stamp,
    ),
  ];
  try {
    await database.write(unit);
  } catch (error) {
    // Completed by another request in between: the unique card index refused this unit whole.
    if ((await analysisStatus(database.db, id)) === 'completed') throw completed();
    throw error;
  }
  return { id, status: 'completed', recommendations, summary };
}

/** The visitor's next-step answers in a line for the pipeline card ('Contact: WhatsApp; ...'). */
function nextStepsText(nextSteps: SectionAnswers): string {
  const labels: Record<string, string> = {
    preferredContactMethod: 'Contact',
    preferredContactTime: 'Time',
    urgency: 'Start',
    agreesToFollowUp: 'Follow-up',
    additionalQuestions: 'Question',
  };
  return questionsOf('agreementNextSteps')
    .filter((question) => nextSteps[question.field] !== undefined && nextSteps[question.field] !== '')
    .map((question) => `${labels[question.field]}: ${answerText(question, nextSteps[question.field])}`)
    .join('; ');
}
