import { useId, useState } from 'react';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { feedAddress } from './api/calendar';

/** The private calendar address Google Calendar, Outlook and Apple Calendar subscribe to (issue 20). */
export function CalendarFeed() {
  const headingId = useId();
  const inputId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function load(renew: boolean) {
    setBusy(true);
    try {
      setUrl((await feedAddress(renew)).url);
      if (renew) toast({ title: 'New calendar address', description: 'The old address no longer works.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: describeError(error),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Your calendar app
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Subscribe to this private address in Google Calendar, Outlook or Apple Calendar to see bookings and
        workshops there. Anyone with the address can read it: renew it if it was shared by mistake.
      </p>
      {url ? (
        <div className="mt-3">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Calendar address
          </label>
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          />
          <Button className="mt-3" variant="secondary" disabled={busy} onClick={() => void load(true)}>
            Renew the address
          </Button>
        </div>
      ) : (
        <Button className="mt-3" variant="secondary" disabled={busy} onClick={() => void load(false)}>
          Show the calendar address
        </Button>
      )}
    </section>
  );
}
