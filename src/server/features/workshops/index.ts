export { workshopMailContext } from './mail-context';
export { runWorkshopReminders, workshopReminderScheduler } from './reminders';
export { registrationWithSeat, upcomingWorkshops } from './repository';
export { registerWorkshopRoutes } from './routes';
export { registrableWorkshop, workshopsListing } from './service';
