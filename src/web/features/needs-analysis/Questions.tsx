import { useRef, useState } from 'react';
import {
  type NeedsAnalysisSection,
  needsAnalysisQuestions,
  type Question,
  type QuestionGroup,
  type SectionAnswers,
} from '../../../shared/needs-analysis-questions';
import { OptionCards, SelectField, TextArea, TextField } from '../../ui/Field';
import { loadChecks } from './load-checks';

/**
 * The questions of one section, drawn from their definitions (shared/needs-analysis.ts): yes/no
 * and short lists as tappable cards, longer lists as selects, typed answers checked as typed with
 * the message under the field. A hidden question's answer is dropped by the wizard.
 */

export type AnswerChange = (field: string, value: SectionAnswers[string]) => void;

function Legend({ question }: { question: Question }) {
  return (
    <>
      {question.label}
      {question.hint ? (
        <span className="mt-0.5 block text-sm font-normal text-slate-600">{question.hint}</span>
      ) : null}
    </>
  );
}

/** A typed answer: kept as typed in the field, stored only when it reads as a valid answer. */
function TypedAnswer({
  question,
  value,
  onAnswer,
}: {
  question: Question;
  value: SectionAnswers[string];
  onAnswer: AnswerChange;
}) {
  const [typed, setTyped] = useState(value === undefined ? '' : String(value));
  const [message, setMessage] = useState<string>();
  const [left, setLeft] = useState(false);
  const latest = useRef(typed);
  const update = (text: string, showMessage: boolean) => {
    setTyped(text);
    latest.current = text;
    // Checked once the checks are loaded (at once after the first time); a later keystroke wins.
    loadChecks().then(
      ({ readAnswer }) => {
        if (latest.current !== text) return;
        const read = readAnswer(question, text);
        if (read.ok) {
          setMessage(undefined);
          if (read.value !== value) onAnswer(question.field, read.value);
        } else {
          // An answer that does not read is not kept: what is stored is what the visitor can see is valid.
          if (showMessage) setMessage(read.message);
          if (value !== undefined) onAnswer(question.field, undefined);
        }
      },
      // Offline before the checks came: the field keeps what was typed; the next keystroke tries again.
      () => undefined,
    );
  };
  const common = {
    label: question.label,
    hint: question.hint,
    error: message,
    value: typed,
    name: question.field,
    onBlur: () => {
      setLeft(true);
      update(typed, true);
    },
  };
  if (question.kind === 'longText')
    return <TextArea {...common} rows={3} onChange={(event) => update(event.target.value, left)} />;
  const input = {
    amount: { inputMode: 'decimal', autoComplete: 'off' },
    count: { inputMode: 'numeric', autoComplete: 'off' },
    email: { type: 'email', autoComplete: 'email' },
    phone: { type: 'tel', autoComplete: 'tel' },
    text: question.field === 'fullName' ? { autoComplete: 'name' } : {},
  } as const;
  return (
    <TextField
      {...common}
      {...input[question.kind as keyof typeof input]}
      onChange={(event) => update(event.target.value, left)}
    />
  );
}

export function QuestionField({
  question,
  answers,
  onAnswer,
}: {
  question: Question;
  answers: SectionAnswers;
  onAnswer: AnswerChange;
}) {
  const value = answers[question.field];
  switch (question.kind) {
    case 'choice':
      return (
        <OptionCards
          legend={<Legend question={question} />}
          name={question.field}
          options={question.options}
          value={value as string | undefined}
          onChange={(next) => onAnswer(question.field, next)}
          columns={question.options.some((option) => option.label.length > 24) ? 1 : 2}
        />
      );
    case 'multi':
      return (
        <OptionCards
          legend={<Legend question={question} />}
          name={question.field}
          options={question.options}
          multiple
          value={(value as string[] | undefined) ?? []}
          onChange={(next) => onAnswer(question.field, next.length ? next : undefined)}
          columns={2}
        />
      );
    case 'select':
      return (
        <SelectField
          label={<Legend question={question} />}
          value={(value as string | undefined) ?? ''}
          onChange={(next) => onAnswer(question.field, next || undefined)}
          options={[{ value: '', label: 'Choose an answer' }, ...question.options]}
        />
      );
    default:
      return <TypedAnswer question={question} value={value} onAnswer={onAnswer} />;
  }
}

function Group({
  group,
  answers,
  onAnswer,
}: {
  group: QuestionGroup;
  answers: SectionAnswers;
  onAnswer: AnswerChange;
}) {
  const shown = group.questions.filter((question) => !question.shownWhen || question.shownWhen(answers));
  const fields = (
    <div className="space-y-5">
      {shown.map((question) => (
        <QuestionField key={question.field} question={question} answers={answers} onAnswer={onAnswer} />
      ))}
    </div>
  );
  if (!group.title) return fields;
  return (
    <section className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 className="mb-4 text-lg font-semibold text-slate-900">{group.title}</h3>
      {fields}
    </section>
  );
}

export function SectionQuestions({
  section,
  answers,
  onAnswer,
}: {
  section: NeedsAnalysisSection;
  answers: SectionAnswers;
  onAnswer: AnswerChange;
}) {
  return (
    <div className="space-y-5">
      {needsAnalysisQuestions[section].map((group, index) => (
        <Group key={group.title ?? index} group={group} answers={answers} onAnswer={onAnswer} />
      ))}
    </div>
  );
}
