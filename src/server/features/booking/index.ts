export { bookingMailContext } from './mail-context';
export {
  type BookingKey,
  cancelManagedBooking,
  clientBookings,
  managedBooking,
  rescheduleBooking,
} from './manage';
export { bookingReminderScheduler, runBookingReminders } from './reminders';
export { registerBookingRoutes } from './routes';
export { createBooking } from './service';
