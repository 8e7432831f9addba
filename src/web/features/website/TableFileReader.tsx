import { useId, useState } from 'react';
import type { PremiumBandRows } from '../../../domain/funeral/dated-tables';
import { type TableFileProblem, tableFileColumns } from '../../../domain/funeral/table-file';
import { describeError, RequestError } from '../../lib/request';
import { useReadTableFile } from './api/website';

/**
 * "Read a table from a file" (issue 58): a CSV or an .xlsx with a line per band and cover amount,
 * read by the server as the book's import reads files. What is wrong is listed by line and nothing
 * is taken; a table read whole goes into the grid as a new table, to check, date and save.
 */
export function TableFileReader({ onRead }: { onRead: (bands: PremiumBandRows[]) => void }) {
  const read = useReadTableFile();
  const [problems, setProblems] = useState<TableFileProblem[]>([]);
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    setProblems([]);
    try {
      const answer = await read.mutateAsync(file);
      if (answer.problems.length > 0) setProblems(answer.problems);
      else onRead(answer.bands);
    } catch (failure) {
      setError(
        failure instanceof RequestError && failure.serverFields?.file
          ? failure.serverFields.file
          : describeError(failure),
      );
    }
  };

  return (
    <div className="space-y-2">
      <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-700">
        {read.isPending ? 'Reading...' : 'Read a table from a file'}
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          aria-describedby={`${id}-hint${error || problems.length > 0 ? ` ${id}-problems` : ''}`}
          aria-invalid={error || problems.length > 0 ? true : undefined}
          disabled={read.isPending}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        A CSV or an Excel workbook (.xlsx) with the columns {Object.values(tableFileColumns).join(', ')}: a
        line for each cover amount of each age band.
      </p>
      {error || problems.length > 0 ? (
        <div
          id={`${id}-problems`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error ? (
            <p>{error}</p>
          ) : (
            <>
              <p className="font-semibold">
                Nothing was taken from the file. Put these lines right and read it again:
              </p>
              <ul className="mt-1 list-disc pl-5">
                {problems.slice(0, 20).map((problem) => (
                  <li key={`${problem.line} ${problem.message}`}>
                    {problem.line > 0 ? `Line ${problem.line}: ` : ''}
                    {problem.message}
                  </li>
                ))}
              </ul>
              {problems.length > 20 ? <p className="mt-1">And {problems.length - 20} more.</p> : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
