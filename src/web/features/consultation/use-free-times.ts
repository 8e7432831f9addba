import { useCallback, useState } from 'react';
import { windhoekDate } from '../../../domain/windhoek-time';
import type { BookingKind, Slot } from '../../../shared/booking';
import { apiRequest } from '../../lib/request';
import type { TimeChoice } from './TimeStep';

/** How far ahead a booking can be moved: the free times of the next 31 days. */
const daysAhead = 31;

/**
 * The free times a booking can move to and the one chosen from them: what a `TimeStep` outside the
 * booking wizard shows, where a consultation is moved (its link's page, the client's portal, the
 * adviser's calendar). `load()` asks for the times again (after a time was taken meanwhile).
 */
export function useFreeTimes() {
  const [slots, setSlots] = useState<{ list: Slot[]; loading: boolean; failed: boolean }>({
    list: [],
    loading: true,
    failed: false,
  });
  const [choice, setChoice] = useState<TimeChoice>(undefined);
  const [day, setDay] = useState<string | undefined>(undefined);
  const load = useCallback(async () => {
    setChoice(undefined);
    setSlots((current) => ({ ...current, loading: true, failed: false }));
    try {
      const answer = await apiRequest<{ slots: Slot[] }>(
        `/api/booking/slots?from=${windhoekDate(new Date())}&days=${daysAhead}`,
      );
      setSlots({ list: answer.slots, loading: false, failed: false });
    } catch {
      setSlots({ list: [], loading: false, failed: true });
    }
  }, []);
  const chosen: { slot: Slot; kind: BookingKind } | undefined =
    typeof choice === 'object' && choice.kind ? { slot: choice.slot, kind: choice.kind } : undefined;
  return {
    /** The props a `TimeStep` takes from it (beside its heading's ref). */
    step: {
      slots: slots.list,
      loading: slots.loading,
      failed: slots.failed,
      choice,
      day,
      onDay: setDay,
      onChoice: setChoice,
    },
    chosen,
    load,
  };
}
