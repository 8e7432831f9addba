import { useState } from 'react';
import { type PublishedRates, rateKinds, rateNames, rateText } from '../../../domain/website/rates';
import { ratesSchema } from '../../../shared/website-prices';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';

/**
 * The rates the calculators and the FNA start from (issue 58), with the day they were true: a
 * visitor sees each beside its field ("Prime lending rate: 11.25 % as of 1 Dec 2026"). A rate left
 * empty is not published: its calculator starts empty, the FNA keeps the spec's assumption.
 */

const uses: Record<(typeof rateKinds)[number], string> = {
  primeLending: 'Where the mortgage and vehicle finance calculators start.',
  investmentReturn: 'Where the retirement and time value calculators start, and the FNA’s investment return.',
  inflation: 'The FNA’s inflation, and how fast the income a family needs rises.',
};

type Texts = Record<keyof PublishedRates, string>;

const textsOf = (rates: PublishedRates): Texts => ({
  asOf: rates.asOf,
  primeLending: rates.primeLending === null ? '' : rateText(rates.primeLending),
  investmentReturn: rates.investmentReturn === null ? '' : rateText(rates.investmentReturn),
  inflation: rates.inflation === null ? '' : rateText(rates.inflation),
});

/** '11,25' and '11.25 %' read as 11.25; '' as none; anything else is left for the check to name. */
function rateOf(text: string): number | null | string {
  const cleaned = text.replace(/%/g, '').replace(',', '.').trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : text;
}

export function RatesForm({ rates }: { rates: PublishedRates }) {
  const change = useChangeDraft();
  const [texts, setTexts] = useState<Texts>(() => textsOf(rates));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ratesSchema.safeParse({
      asOf: texts.asOf.trim(),
      primeLending: rateOf(texts.primeLending),
      investmentReturn: rateOf(texts.investmentReturn),
      inflation: rateOf(texts.inflation),
    });
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ prices: { rates: parsed.data } });
      toast({ title: 'Draft saved', description: 'The rates are kept in the draft.' });
    } catch (error) {
      showRefusal(error, 'prices.rates', setErrors);
    }
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {rateKinds.map((kind) => (
          <TextField
            key={kind}
            label={`${rateNames[kind]} (% a year)`}
            optional
            inputMode="decimal"
            autoComplete="off"
            hint={uses[kind]}
            value={texts[kind]}
            error={errors[kind]}
            onChange={(event) => setTexts((current) => ({ ...current, [kind]: event.target.value }))}
          />
        ))}
        <TextField
          label="True as of"
          type="date"
          hint="The day you last checked them, needed once a rate is set: visitors see it beside each rate."
          value={texts.asOf}
          error={errors.asOf}
          onChange={(event) => setTexts((current) => ({ ...current, asOf: event.target.value }))}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save rates'}
        </Button>
      </div>
    </form>
  );
}
