import { useEffect } from 'react';
import { windhoekClockLabel, windhoekDayLabel } from '../../../domain/windhoek-time';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { TimeStep, useFreeTimes } from '../consultation';
import { useCancelBooking, useMoveBooking } from './api/calendar';

/**
 * Moving or cancelling a booked consultation (issue 20), from the calendar and from the client's
 * page (issue 44): the visitor is e-mailed the change.
 */

/** The booking as the dialogs need it: its id, whose it is, when it starts (an instant). */
export interface BookedItem {
  id: string;
  title: string;
  start: string;
}

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Error',
    description: describeError(error),
  });

export function MoveDialog({ item, onClose }: { item: BookedItem; onClose: () => void }) {
  const move = useMoveBooking();
  const times = useFreeTimes();
  const { load } = times;
  useEffect(() => {
    void load();
  }, [load]);
  const chosen = times.chosen ? { start: times.chosen.slot.start, kind: times.chosen.kind } : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Move ${item.title}'s consultation`}
      description={`Now ${windhoekDayLabel(item.start)} at ${windhoekClockLabel(item.start)}. ${item.title} is e-mailed the new time.`}
    >
      <TimeStep headingRef={null} {...times.step} />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep the time
        </Button>
        <Button
          disabled={!chosen || move.isPending}
          onClick={() =>
            chosen &&
            void move.mutateAsync({ id: item.id, ...chosen }).then(() => {
              toast({ title: 'Booking moved', description: `${item.title} is being e-mailed the new time.` });
              onClose();
            }, failed)
          }
        >
          Move the booking
        </Button>
      </div>
    </Dialog>
  );
}

export function CancelDialog({ item, onClose }: { item: BookedItem | null; onClose: () => void }) {
  const cancel = useCancelBooking();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this booking?"
      description={
        item
          ? `${item.title}, ${windhoekDayLabel(item.start)} at ${windhoekClockLabel(item.start)}: they are e-mailed.`
          : undefined
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          disabled={cancel.isPending}
          onClick={() =>
            item &&
            void cancel.mutateAsync(item.id).then(() => {
              toast({ title: 'Booking cancelled', description: `${item.title} is being e-mailed.` });
              onClose();
            }, failed)
          }
        >
          Cancel the booking
        </Button>
      </div>
    </Dialog>
  );
}
