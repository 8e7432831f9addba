import { useId, useRef, useState } from 'react';
import { formatNad } from '../../../domain/money';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { fileInputClass } from '../../ui/Field';
import { TableScroller } from '../../ui/TableScroller';
import { toast } from '../../ui/toast-store';
import { type StatementImportAnswer, useImportStatement } from './api/book';

/** Lines of one kind in the preview, the first 50 shown (the counts say how many there are). */
function Lines({
  title,
  lines,
}: {
  title: string;
  lines: {
    line: number;
    insurer: string;
    policyNumber: string;
    month: string;
    amountCents: number;
    note?: string;
  }[];
}) {
  if (lines.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={lines.length <= 10}>
      <summary className="cursor-pointer font-semibold text-slate-900">
        {title} ({lines.length})
      </summary>
      <TableScroller label={`Lines of the file: ${title}`} className="mt-2">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                Line
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Insurer
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Policy number
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Month
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.slice(0, 50).map((line) => (
              <tr key={line.line}>
                <td className="py-1 pr-2">{line.line}</td>
                <td className="py-1 pr-2">{line.insurer}</td>
                <td className="py-1 pr-2">
                  {line.policyNumber}
                  {line.note ? <span className="block text-xs text-slate-600">{line.note}</span> : null}
                </td>
                <td className="py-1 pr-2">{line.month}</td>
                <td className="py-1 text-right whitespace-nowrap">{formatNad(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {lines.length > 50 ? (
          <p className="mt-1 text-sm text-slate-600">And {lines.length - 50} more.</p>
        ) : null}
      </TableScroller>
    </details>
  );
}

/**
 * "Import a statement": an insurer's CSV (insurer, policy number, month, amount) previewed as
 * matched, unmatched, duplicate and unreadable lines; only then are the matched lines stored.
 */
export function StatementImport() {
  const headingId = useId();
  const fileId = useId();
  const fileError = `${fileId}-error`;
  const importer = useImportStatement();
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<StatementImportAnswer | null>(null);
  const [error, setError] = useState('');

  const run = async (text: string, store: boolean) => {
    setError('');
    try {
      const answer = await importer.mutateAsync({ csv: text, store });
      if (store) {
        toast({
          title: 'Statement imported',
          description: `${answer.stored} ${answer.stored === 1 ? 'line' : 'lines'} stored.`,
        });
        setPreview(null);
        setCsv('');
        setFileName('');
        if (input.current) input.current.value = '';
      } else setPreview(answer);
    } catch (failure) {
      setPreview(null);
      setError(describeError(failure));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Import a statement
      </h2>
      <p className="mt-1 text-slate-700">
        A CSV file whose first line names the columns Insurer, Policy number, Month (YYYY-MM) and Amount.
        Nothing is stored until you have seen the preview.
      </p>
      <div className="mt-3">
        <label htmlFor={fileId} className="block font-medium text-slate-800">
          Statement file (CSV)
        </label>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fileError : undefined}
          className={fileInputClass}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            setPreview(null);
            setError('');
            if (!file) return;
            if (file.size > 2_000_000) {
              setError('The file is over 2 MB: import at most 10,000 lines at a time');
              return;
            }
            const text = await file.text();
            setCsv(text);
            setFileName(file.name);
            await run(text, false);
          }}
        />
        {error ? (
          <p id={fileError} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {importer.isPending ? <p className="mt-3 text-slate-600">Reading the file...</p> : null}
      {preview ? (
        <div className="mt-4 space-y-3" aria-live="polite">
          <p className="font-semibold text-slate-900">
            {fileName}: {preview.matched.length} matched, {preview.unmatched.length} unmatched,{' '}
            {preview.duplicates.length} duplicate, {preview.invalid.length} unreadable.
          </p>
          <Lines
            title="Matched: will be stored"
            lines={preview.matched.map((line) => ({ ...line, note: line.clientName }))}
          />
          <Lines title="Unmatched: no policy of that insurer with that number" lines={preview.unmatched} />
          <Lines
            title="Duplicates: not stored again"
            lines={preview.duplicates.map((line) => ({
              ...line,
              note:
                line.reason === 'entered-already' ? 'That month is entered already' : 'Twice in this file',
            }))}
          />
          {preview.invalid.length > 0 ? (
            <details className="rounded-lg border border-red-200 p-3" open>
              <summary className="cursor-pointer font-semibold text-red-800">
                Unreadable lines ({preview.invalid.length})
              </summary>
              <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
                {preview.invalid.slice(0, 50).map((line) => (
                  <li key={line.line}>{line.message}</li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={importer.isPending || preview.matched.length === 0}
              onClick={() => run(csv, true)}
            >
              Store {preview.matched.length} matched {preview.matched.length === 1 ? 'line' : 'lines'}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
