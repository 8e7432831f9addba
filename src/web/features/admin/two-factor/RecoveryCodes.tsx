import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';

/**
 * Ten recovery codes, shown once (issue 21): to copy, download or print, then confirmed saved. The
 * server keeps only their hashes, so this is the one time they can be read.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
  doneLabel,
  level = 2,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
  doneLabel: string;
  /** 1 where the codes are the page's subject (at the first sign-in). */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const text = `Recovery codes for ${email}\nEach works once, in place of your passkey or authenticator app.\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading id={headingId} className="text-xl font-bold text-slate-900">
        Save your recovery codes
      </Heading>
      <p className="text-slate-700">
        If you lose your phone or passkey, each of these codes lets you in once. Keep them somewhere safe away
        from this device, such as a password manager or a printed copy in a locked drawer. They are shown only
        now.
      </p>
      <ol className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="tracking-wider text-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy codes
        </Button>
        <a
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
          href={download}
          download="recovery-codes.txt"
        >
          Download codes
        </a>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print codes
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
      <Button type="button" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
