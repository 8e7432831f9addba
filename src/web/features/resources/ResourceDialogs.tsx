import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { ShownGuide } from '../../../content/resources';
import type { CreatedRecord } from '../../../shared/fields';
import {
  type BookOrderRequestInput,
  bookOrderFormSchema,
  downloadedToast,
  resourceMessages,
} from '../../../shared/resources';
import { type ContactDetails, ContactDialog } from '../../lib/contact-dialog';
import { checkWith } from '../../lib/form-store';
import { QueryProvider } from '../../lib/query-client';
import { apiRequest, RequestError, throwIfNotOk } from '../../lib/request';
import { saveFile } from '../../lib/save-file';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HoneypotField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';

const checkOrder = checkWith<ContactDetails, z.output<typeof bookOrderFormSchema>>(bookOrderFormSchema);

interface Props {
  book: ShownGuide;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const failureText = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? resourceMessages.failureFallback;

/** Buy Now (DECISIONS D8): the visitor leaves their details; the adviser arranges payment and delivery. */
export function BookOrderDialog(props: Props) {
  return (
    <QueryProvider>
      <BookOrderForm {...props} />
    </QueryProvider>
  );
}

function BookOrderForm({ book, open, onOpenChange }: Props) {
  const order = useMutation({
    mutationFn: (body: BookOrderRequestInput) =>
      apiRequest<CreatedRecord>('/api/book-orders', { method: 'POST', body }),
  });
  return (
    <ContactDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Order: ${book.title}`}
      description="Leave your details and we will contact you to arrange payment and delivery."
      check={checkOrder}
      pending={order.isPending}
      submitLabel="Place Order"
      pendingLabel="Sending..."
      onSend={(values, website, sent) =>
        order.mutate(
          { bookId: book.id, ...values, website },
          {
            onSuccess: () => {
              toast({
                title: resourceMessages.orderSuccess,
                description: resourceMessages.orderSuccessDescription,
              });
              sent();
              onOpenChange(false);
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: resourceMessages.orderFailure,
                description: failureText(error),
              }),
          },
        )
      }
    />
  );
}

/** Download (DECISIONS D8): an e-mail address, then the guide's PDF (the checklist, or the adviser's). */
export function GuideDownloadDialog({
  guide,
  open,
  onOpenChange,
}: Omit<Props, 'book'> & { guide: ShownGuide }) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  async function download(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const response = await fetch('/api/guide-downloads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guideId: guide.id, email, website }),
      });
      await throwIfNotOk(response);
      saveFile(await response.blob(), `${guide.id}.pdf`);
      toast(downloadedToast(guide));
      setEmail('');
      onOpenChange(false);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: resourceMessages.downloadFailure,
        description: failureText(failure),
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Download: ${guide.title}`}
      description="Free. Leave your e-mail address and the PDF downloads at once."
    >
      <form noValidate onSubmit={download} className="grid gap-4">
        <HoneypotField value={website} onChange={setWebsite} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Preparing...' : 'Download PDF'}
        </Button>
      </form>
    </Dialog>
  );
}
