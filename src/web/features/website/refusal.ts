import { describeError, RequestError } from '../../lib/request';
import { toast } from '../../ui/toast-store';

/**
 * A change the server refused (issue 58): its messages by field within the part the form edits
 * (`details.phone` for the details form is `phone`), shown under each field; anything else as the
 * site's error toast.
 */
export function showRefusal(
  error: unknown,
  part: string,
  setErrors: (errors: Record<string, string>) => void,
): void {
  const fields = error instanceof RequestError ? error.serverFields : undefined;
  if (fields)
    setErrors(
      Object.fromEntries(
        Object.entries(fields).map(([field, message]) => [
          field.startsWith(`${part}.`) ? field.slice(part.length + 1) : field,
          message,
        ]),
      ),
    );
  else toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
}
