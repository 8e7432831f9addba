import { describe, expect, it } from 'vitest';
import { needsAnalysisSections } from '../../../shared/needs-analysis';
import { emptyAnswers, parseDraft } from './draft';

describe('the needs analysis draft', () => {
  const id = '3f0c7a52-5d5e-4f0e-9d2c-0a1b2c3d4e5f';
  it('restores the id, step, answers and unsent sections', () => {
    const answers = { ...emptyAnswers(), debtReview: { hasDebts: 'yes', hasArrears: 'no' } };
    expect(
      parseDraft(JSON.stringify({ id, step: 5, answers, pending: ['debtReview'] }), needsAnalysisSections),
    ).toEqual({
      id,
      step: 5,
      answers,
      pending: ['debtReview'],
    });
  });
  it.each([null, '', 'not json', '42', 'null'])('has no draft in %j', (text) => {
    expect(parseDraft(text, needsAnalysisSections)).toBeNull();
    expect(parseDraft(text, null)).toBeNull();
  });
  it('drops what no longer fits: a bad id, a step out of range, an invalid section, unknown sections', () => {
    const draft = parseDraft(
      JSON.stringify({
        id: '../../admin',
        step: 99,
        answers: { debtReview: { hasDebts: 'perhaps' }, savingsEmergency: { hasEmergencyFund: 'no' } },
        pending: ['debtReview', 'lifestyle'],
      }),
      needsAnalysisSections,
    );
    expect(draft).toEqual({
      id: null,
      step: 9,
      answers: { ...emptyAnswers(), savingsEmergency: { hasEmergencyFund: 'no' } },
      pending: ['debtReview'],
    });
  });
  it('without the checks (they could not be loaded) still drops hidden and unknown answers', () => {
    const text = JSON.stringify({
      id,
      step: 3,
      answers: { debtReview: { hasDebts: 'no', totalDebtAmount: 5000, lifestyle: 'x' } },
      pending: [],
    });
    expect(parseDraft(text, null)?.answers.debtReview).toEqual({ hasDebts: 'no' });
    expect(parseDraft(text, needsAnalysisSections)?.answers.debtReview).toEqual({});
  });
});
