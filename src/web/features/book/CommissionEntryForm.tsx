import { useId, useState } from 'react';
import { parseNadCents } from '../../../domain/money';
import { commissionEntrySchema } from '../../../shared/commissions';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useEnterCommission } from './api/book';

/** "Enter a statement": what the insurer paid on this policy for one month (negative for a clawback). */
export function CommissionEntryForm({ policyId, defaultMonth }: { policyId: string; defaultMonth: string }) {
  const headingId = useId();
  const enter = useEnterCommission(policyId);
  const [month, setMonth] = useState(defaultMonth);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ month?: string; amount?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amountCents = parseNadCents(amount);
    const parsed = commissionEntrySchema.safeParse({ month, amountCents: amountCents ?? Number.NaN });
    const found: { month?: string; amount?: string } = {};
    if (amountCents === null)
      found.amount = 'Enter the amount paid in N$, e.g. 812.50 (a clawback as -812.50)';
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'month' ? 'month' : 'amount';
        found[field] ??=
          field === 'month'
            ? 'Choose the month of the statement'
            : issue.message.replace('amountCents', 'The amount');
      }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await enter.mutateAsync(parsed.data);
      toast({ title: 'Statement entered', description: `${parsed.data.month} for this policy.` });
      setAmount('');
    } catch (error) {
      const month = error instanceof RequestError ? error.serverFields?.month : undefined;
      if (month) setErrors({ month });
      toast({ variant: 'destructive', title: 'Error', description: month ?? describeError(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-slate-50 p-3"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Enter a statement
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          error={errors.month}
        />
        <TextField
          label="Amount paid (N$)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
      </div>
      <Button type="submit" size="sm" disabled={enter.isPending}>
        Enter statement
      </Button>
    </form>
  );
}
