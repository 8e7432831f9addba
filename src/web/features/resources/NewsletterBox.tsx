import { useId, useState } from 'react';
import { newsletterMessages, newsletterPromise } from '../../../shared/newsletter-texts';
import { RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { HoneypotField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';

/** The resources page's newsletter signup box (spec sections 2, 4 and 8). */
export function NewsletterBox() {
  const headingId = useId();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const subscription = useSubscribeNewsletter();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        Get money tips in your inbox
      </h2>
      <p className="mt-2 text-brand-100">{newsletterPromise} Unsubscribe any time.</p>
      <form
        className="mt-5 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim() === '') return;
          void subscription.mutate(
            { email, website },
            {
              onSuccess: () => {
                setEmail('');
                // Double opt-in (issue 33): the spec's "Success!", saying what is left to do.
                toast(newsletterMessages.subscribed);
              },
              onError: (error) => {
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description:
                    (error instanceof RequestError ? error.serverMessage : undefined) ??
                    'Failed to subscribe to newsletter.',
                });
              },
            },
          );
        }}
      >
        <HoneypotField value={website} onChange={setWebsite} />
        <label htmlFor={inputId} className="sr-only">
          E-mail address
        </label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-12 flex-1 rounded-lg border border-white/40 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-accent-300"
        />
        <Button type="submit" variant="accent" size="lg" disabled={subscription.isPending}>
          {subscription.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
    </section>
  );
}
