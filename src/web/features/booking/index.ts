export { useCalendar } from './api/calendar';
export { type BookedItem, CancelDialog, MoveDialog } from './BookingDialogs';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadCalendarPage = () => import('./CalendarPage');
