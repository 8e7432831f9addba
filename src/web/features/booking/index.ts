export { useCalendar } from './api/calendar';
export { type BookedItem, CancelDialog, MoveDialog } from './BookingDialogs';
