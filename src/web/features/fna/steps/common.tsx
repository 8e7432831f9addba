import { useMemo } from 'react';
import { analyseFna } from '../../../../domain/fna/analysis';
import { formatNad } from '../../../../domain/money';
import type { FnaInput } from '../../../../shared/fna';
import { useValue } from '../../../lib/form-store';
import { Button } from '../../../ui/Button';
import { figuresOf } from '../draft';

/** What the steps share: amounts as N$, a row's Remove button, and the analysis of the form so far. */

export const money = (cents: number) => formatNad(cents);

export function RemoveButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="ghost" size="sm" className="text-red-800" onClick={onClick} aria-label={label}>
      Remove
    </Button>
  );
}

/** The analysis of what is entered so far (domain/fna), worked out again when a value changes. */
export function useAnalysis() {
  const values = useValue<FnaInput>();
  return useMemo(() => analyseFna(figuresOf(values)), [values]);
}
