import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  findQuestionnaireFlow,
  isQuestionAnswered,
  type QuestionnaireQuestion,
  questionnaireFlowName,
  scaleLabels,
  scaleMax,
  scaleMin,
} from '../../../content/questionnaires';
import { splitFullName } from '../../../shared/fields';
import {
  type QuestionnaireAnswer,
  type QuestionnaireFlowId,
  questionnaireContactSchema,
  questionnaireMessages,
} from '../../../shared/questionnaire';
import { QueryProvider } from '../../lib/query-client';
import { failureTextOr } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HoneypotField, OptionCards, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useCreateQuestionnaireLead } from './api/create-questionnaire-lead';

interface Props {
  flowId: QuestionnaireFlowId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function QuestionnaireDialog(props: Props) {
  return (
    <QueryProvider>
      <Questionnaire {...props} />
    </QueryProvider>
  );
}

type Contact = { name: string; email: string; phone: string };
const emptyContact: Contact = { name: '', email: '', phone: '' };

/**
 * The questionnaire modal (spec sections 2 and 4): one question at a time, Next disabled until it
 * is answered, 'Continue' on the last, then the contact form; the answers go to POST /api/leads.
 */
function Questionnaire({ flowId, open, onOpenChange }: Props) {
  const flow = findQuestionnaireFlow(flowId);
  if (!flow) throw new Error(`Unknown questionnaire flow ${flowId}`);
  const flowName = questionnaireFlowName(flow, siteConfig.adviserName);
  const total = flow.questions.length;

  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, QuestionnaireAnswer>>({});
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [website, setWebsite] = useState('');
  const [contactErrors, setContactErrors] = useState<Partial<Record<keyof Contact, string>>>({});
  const submission = useCreateQuestionnaireLead();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new question's heading takes the focus, so keyboard and screen-reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the question changes
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [index, open]);

  const onContactForm = index === total;
  const question = flow.questions[index];
  const answer = answers[String(index)];
  const contactFilled =
    contact.name.trim() !== '' && contact.email.trim() !== '' && contact.phone.trim() !== '';

  function setAnswer(value: QuestionnaireAnswer) {
    setAnswers((current) => ({ ...current, [String(index)]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = questionnaireContactSchema.safeParse(contact);
    if (!parsed.success) {
      const errors: Partial<Record<keyof Contact, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Contact] ??= issue.message;
      setContactErrors(errors);
      return;
    }
    setContactErrors({});
    const { firstName, lastName } = splitFullName(parsed.data.name);
    submission.mutate(
      {
        firstName,
        lastName,
        email: parsed.data.email,
        phone: parsed.data.phone,
        source: flowName,
        questionnaireType: flowName,
        questionnaireResponses: answers,
        questionnaire_responses: JSON.stringify(answers),
        website,
      },
      {
        onSuccess: () => {
          toast({
            title: questionnaireMessages.success,
            description: `${siteConfig.adviserName} will contact you within 24 hours with personalized recommendations.`,
          });
          onOpenChange(false);
          setIndex(0);
          setAnswers({});
          setContact(emptyContact);
        },
        onError: (error) => {
          console.error('Questionnaire submission failed', error);
          toast({
            variant: 'destructive',
            title: questionnaireMessages.failure,
            description: failureTextOr(error, `Please try again, or call us on ${siteConfig.phone}.`),
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={flowName} description={flow.intro}>
      {onContactForm ? (
        <form onSubmit={submit}>
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            Where should we send your recommendations?
          </h3>
          <HoneypotField value={website} onChange={setWebsite} />
          <div className="mt-4 grid gap-4">
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              maxLength={200}
              value={contact.name}
              error={contactErrors.name}
              onChange={(event) => setContact({ ...contact, name: event.target.value })}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={contact.email}
              error={contactErrors.email}
              onChange={(event) => setContact({ ...contact, email: event.target.value })}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={40}
              value={contact.phone}
              error={contactErrors.phone}
              onChange={(event) => setContact({ ...contact, phone: event.target.value })}
            />
          </div>
          <div className="mt-6 flex justify-between gap-3">
            <Button type="button" variant="ghost" onClick={() => setIndex(total - 1)}>
              Back
            </Button>
            <Button type="submit" disabled={!contactFilled || submission.isPending}>
              {submission.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      ) : question ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (isQuestionAnswered(question, answer)) setIndex(index + 1);
          }}
        >
          <p className="text-sm font-medium text-slate-600">
            Question {index + 1} of {total}
          </p>
          <h3 ref={heading} tabIndex={-1} className="mt-1 text-lg font-semibold text-slate-900 outline-none">
            {question.question}
          </h3>
          <div className="mt-4">
            <QuestionInput question={question} answer={answer} onAnswer={setAnswer} />
          </div>
          <div className="mt-6 flex justify-between gap-3">
            {index > 0 ? (
              <Button type="button" variant="ghost" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={!isQuestionAnswered(question, answer)}>
              {index === total - 1 ? 'Continue' : 'Next'}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

function QuestionInput({
  question,
  answer,
  onAnswer,
}: {
  question: QuestionnaireQuestion;
  answer: QuestionnaireAnswer | undefined;
  onAnswer: (answer: QuestionnaireAnswer) => void;
}) {
  const options = (question.options ?? []).map((option) => ({ value: option, label: option }));
  switch (question.type) {
    case 'choice':
      return (
        <OptionCards
          legend={question.question}
          legendClassName="sr-only"
          name="answer"
          options={options}
          value={typeof answer === 'string' ? answer : undefined}
          onChange={onAnswer}
        />
      );
    case 'multiple':
      return (
        <OptionCards
          legend={`${question.question} (choose all that apply)`}
          legendClassName="sr-only"
          name="answer"
          multiple
          options={options}
          value={Array.isArray(answer) ? answer : []}
          onChange={onAnswer}
        />
      );
    case 'text':
      return (
        <TextArea
          label="Your answer"
          rows={4}
          maxLength={5000}
          placeholder={question.placeholder}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
    case 'date':
      return (
        <TextField
          label="Date"
          type="date"
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
    case 'scale':
      return (
        <ScaleInput
          question={question.question}
          value={typeof answer === 'number' ? answer : undefined}
          onChange={onAnswer}
        />
      );
  }
}

function ScaleInput({
  question,
  value,
  onChange,
}: {
  question: string;
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  const points = Array.from({ length: scaleMax - scaleMin + 1 }, (_, offset) => scaleMin + offset);
  return (
    <fieldset>
      <legend className="sr-only">
        {question} ({scaleMin} is {scaleLabels.min}, {scaleMax} is {scaleLabels.max})
      </legend>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {points.map((point) => (
          <label
            key={point}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 font-semibold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="scale"
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              className="sr-only"
            />
            {point}
          </label>
        ))}
      </div>
      <div className="mt-2 flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>{scaleLabels.min}</span>
        <span>{scaleLabels.max}</span>
      </div>
    </fieldset>
  );
}
