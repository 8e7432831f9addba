import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscription, NewsletterSubscriptionRequest } from '../../../../shared/newsletter';
import { apiRequest } from '../../../lib/request';

/** POST /api/newsletter-subscriptions (DECISIONS D5). */
export function subscribeNewsletter(body: NewsletterSubscriptionRequest): Promise<NewsletterSubscription> {
  return apiRequest<NewsletterSubscription>('/api/newsletter-subscriptions', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
