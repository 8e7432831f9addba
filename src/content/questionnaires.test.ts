import { describe, expect, it } from 'vitest';
import { questionnaireFlowIds } from '../shared/questionnaire';
import {
  findQuestionnaireFlowByName,
  questionnaireAnswerProblem,
  questionnaireFlowName,
  questionnaireFlows,
} from './questionnaires';

describe('questionnaire flows', () => {
  it('has the eight flows of the spec with its question counts', () => {
    expect(questionnaireFlows.map((flow) => flow.id)).toEqual([...questionnaireFlowIds]);
    expect(questionnaireFlows.map((flow) => [flow.nameTemplate, flow.questions.length])).toEqual([
      ['Join Financial Wellness', 4],
      ['Book {name} as Speaker', 4],
      ['Visit Our Shop', 3],
      ['Start Saving', 3],
      ['Get out of debt', 4],
      ['Plan for Retirement', 4],
      ['Ask {name}', 3],
      ['Create Budget', 4],
    ]);
  });

  it("uses the spec's audience sizes and debt bands", () => {
    const speaker = questionnaireFlows.find((flow) => flow.id === 'book-speaker');
    expect(speaker?.questions[1]?.options).toEqual(['<20', '20–50', '50–200', '200+']);
    expect(speaker?.questions[2]?.type).toBe('multiple');
    expect(speaker?.questions[3]?.type).toBe('date');
    const debt = questionnaireFlows.find((flow) => flow.id === 'get-out-of-debt');
    expect(debt?.questions[1]?.options).toEqual([
      'Under N$ 10,000',
      'N$ 10,000 – N$ 50,000',
      'N$ 50,000 – N$ 200,000',
      'Over N$ 200,000',
    ]);
    const retirement = questionnaireFlows.find((flow) => flow.id === 'plan-retirement');
    expect(retirement?.questions[2]?.type).toBe('scale');
  });

  it('gives every choice question options, without duplicates', () => {
    for (const flow of questionnaireFlows) {
      for (const question of flow.questions) {
        if (question.type === 'choice' || question.type === 'multiple') {
          expect(question.options?.length).toBeGreaterThan(1);
          expect(new Set(question.options).size).toBe(question.options?.length);
        }
      }
    }
  });

  it("names flows after the adviser's first name and finds them by that name", () => {
    const ask = questionnaireFlows.find((flow) => flow.id === 'ask-adviser');
    if (!ask) throw new Error('missing flow');
    expect(questionnaireFlowName(ask, 'Alex Example')).toBe('Ask Alex');
    expect(findQuestionnaireFlowByName('Book Alex as Speaker', 'Alex Example')?.id).toBe('book-speaker');
    expect(findQuestionnaireFlowByName('Ask Sam', 'Alex Example')).toBeUndefined();
  });
});

describe('questionnaireAnswerProblem', () => {
  it.each([
    [{ type: 'choice', question: 'q', options: ['a', 'b'] }, 'a', true],
    [{ type: 'choice', question: 'q', options: ['a', 'b'] }, 'c', false],
    [{ type: 'choice', question: 'q', options: ['a', 'b'] }, undefined, false],
    [{ type: 'multiple', question: 'q', options: ['a', 'b'] }, ['a', 'b'], true],
    [{ type: 'multiple', question: 'q', options: ['a', 'b'] }, [], false],
    [{ type: 'multiple', question: 'q', options: ['a', 'b'] }, ['a', 'a'], false],
    [{ type: 'text', question: 'q' }, ' x ', true],
    [{ type: 'text', question: 'q' }, '  ', false],
    [{ type: 'date', question: 'q' }, '2027-02-28', true],
    [{ type: 'date', question: 'q' }, '2027-02-29', false],
    [{ type: 'date', question: 'q' }, '28/02/2027', false],
    [{ type: 'scale', question: 'q' }, 1, true],
    [{ type: 'scale', question: 'q' }, 10, true],
    [{ type: 'scale', question: 'q' }, 0, false],
    [{ type: 'scale', question: 'q' }, 5.5, false],
    [{ type: 'scale', question: 'q' }, '5', false],
  ] as const)('%o answered %j: valid %s', (question, answer, valid) => {
    expect(questionnaireAnswerProblem(question, answer as never) === null).toBe(valid);
  });
});
