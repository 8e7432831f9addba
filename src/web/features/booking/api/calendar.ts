import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '../../../../domain/booking/slots';
import { type AdviserFilter, withAdviserFilter } from '../../../../shared/adviser-filter';
import type { BookingBlockInput, BookingKind, CalendarItem } from '../../../../shared/booking';
import { apiRequest } from '../../../lib/request';

/** The adviser's calendar calls (issue 20); every change refreshes what is shown. */

/** `mine` (Today, issue 34): the bookings of the signed-in person's clients and of nobody's yet. */
export function useCalendar(from: string, days: number, adviser: AdviserFilter = 'anyone') {
  return useQuery<{ items: CalendarItem[] }>({
    queryKey: [withAdviserFilter(`/api/admin/calendar?from=${from}&days=${days}`, adviser)],
  });
}

function useChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useMoveBooking = () =>
  useChange(({ id, start, kind }: { id: string; start: string; kind: BookingKind }) =>
    apiRequest(`/api/admin/bookings/${id}/reschedule`, { method: 'POST', body: { start, kind } }),
  );

export const useCancelBooking = () =>
  useChange((id: string) => apiRequest(`/api/admin/bookings/${id}/cancel`, { method: 'POST' }));

export const useAddBlock = () =>
  useChange((body: BookingBlockInput) => apiRequest('/api/admin/booking/blocks', { method: 'POST', body }));

export const useRemoveBlock = () =>
  useChange((id: string) => apiRequest(`/api/admin/booking/blocks/${id}`, { method: 'DELETE' }));

export function useAvailability() {
  return useQuery<AvailabilitySettings>({ queryKey: ['/api/admin/booking/availability'] });
}

export const useSaveAvailability = () =>
  useChange((body: AvailabilitySettings) =>
    apiRequest<AvailabilitySettings>('/api/admin/booking/availability', { method: 'PUT', body }),
  );

export const feedAddress = (renew: boolean) =>
  apiRequest<{ url: string }>(renew ? '/api/admin/booking/feed/renew' : '/api/admin/booking/feed', {
    method: renew ? 'POST' : 'GET',
  });
