import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingRequestInput, CreatedBooking, SlotsAnswer } from '../../../../shared/booking';
import { apiRequest } from '../../../lib/request';

/** The free times (`GET /api/booking/slots`, issue 20), from a Windhoek date for `days` days. */
export function fetchSlots(from: string, days: number): Promise<SlotsAnswer> {
  return apiRequest<SlotsAnswer>(`/api/booking/slots?from=${from}&days=${days}`);
}

export const slotsQueryKey = ['booking-slots'] as const;

export function useSlots(from: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: [...slotsQueryKey, from, days],
    queryFn: () => fetchSlots(from, days),
    enabled,
  });
}

/** `POST /api/bookings`: 201 with the booking, or 409 when someone else took the time first. */
export function createBooking(body: BookingRequestInput): Promise<CreatedBooking> {
  return apiRequest<CreatedBooking>('/api/bookings', { method: 'POST', body });
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
