import { useCallback, useState } from 'react';
import type { NewsletterSubscription, NewsletterSubscriptionRequest } from '../../../../shared/newsletter';
import { apiRequest } from '../../../lib/request';

/** POST /api/newsletter-subscriptions (DECISIONS D5). */
export function subscribeNewsletter(body: NewsletterSubscriptionRequest): Promise<NewsletterSubscription> {
  return apiRequest<NewsletterSubscription>('/api/newsletter-subscriptions', { method: 'POST', body });
}

/**
 * The sign-up as a small hook of its own rather than a TanStack mutation: the box sits on pages
 * that otherwise show text (resources, workshops with nothing scheduled), and the query library
 * would be 30 KB more JavaScript before their first paint (measured with Lighthouse: /workshops
 * first contentful paint 2.3 s with it, see docs/architecture.md). Nothing is cached, so nothing
 * of the library's is missed.
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    async (
      body: NewsletterSubscriptionRequest,
      handlers: { onSuccess?: (answer: NewsletterSubscription) => void; onError?: (error: unknown) => void },
    ) => {
      setPending(true);
      try {
        const answer = await subscribeNewsletter(body);
        handlers.onSuccess?.(answer);
      } catch (error) {
        handlers.onError?.(error);
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { isPending, mutate };
}
