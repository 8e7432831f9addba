export { bookingMailContext } from './mail-context';
export { bookingReminderScheduler, runBookingReminders } from './reminders';
export { registerBookingRoutes } from './routes';
