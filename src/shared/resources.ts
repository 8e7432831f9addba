import { z } from 'zod';
import { honeypotField, requiredEmail, requiredName, requiredPhone } from './fields';
import { builtInGuideId } from './website-guides';

export const resourceMessages = {
  fullName: 'Please enter your full name',
  phone: 'Please enter your phone number',
  book: 'Please choose a book',
  unknownBook: 'There is no such book for sale',
  guide: 'Please choose a guide',
  unknownGuide: 'There is no such free download',
  orderSuccess: 'Order Received!',
  orderSuccessDescription: 'We will contact you to arrange payment and delivery.',
  orderFailure: 'Order Failed',
  downloadSuccess: 'Checklist Downloaded!',
  downloadFailure: 'Download Failed',
  failureFallback: 'Something went wrong. Please try again or call us.',
} as const;

/** POST /api/book-orders (DECISIONS D8): Buy Now leaves an order enquiry, a lead with the book as its source. */
export const bookOrderRequestSchema = z.strictObject({
  bookId: requiredName(resourceMessages.book),
  fullName: requiredName(resourceMessages.fullName),
  email: requiredEmail(),
  phone: requiredPhone(resourceMessages.phone),
  website: honeypotField,
});

export type BookOrderRequest = z.output<typeof bookOrderRequestSchema>;
export type BookOrderRequestInput = z.input<typeof bookOrderRequestSchema>;

export const bookOrderFormSchema = bookOrderRequestSchema.pick({ fullName: true, email: true, phone: true });

/** POST /api/checklist-downloads (DECISIONS D8): an e-mail address in, the checklist PDF out. */
export const checklistDownloadRequestSchema = z.strictObject({
  email: requiredEmail(),
  website: honeypotField,
});

export type ChecklistDownloadRequest = z.output<typeof checklistDownloadRequestSchema>;

/**
 * POST /api/guide-downloads (issue 58): a free guide the adviser offers, by its name; an e-mail
 * address in (kept as a lead first), its PDF out. The checklist's own path above is this guide.
 */
export const guideDownloadRequestSchema = z.strictObject({
  guideId: requiredName(resourceMessages.guide, 60),
  email: requiredEmail(),
  website: honeypotField,
});

export type GuideDownloadRequest = z.output<typeof guideDownloadRequestSchema>;

/** What the visitor is told once their download has started. */
export function downloadedToast(guide: { id: string; title: string }): {
  title: string;
  description: string;
} {
  return guide.id === builtInGuideId
    ? { title: resourceMessages.downloadSuccess, description: `Your ${guide.title} is in your downloads.` }
    : { title: 'Guide Downloaded!', description: `${guide.title} is in your downloads.` };
}
