export { workshopMailContext } from './mail-context';
export { runWorkshopReminders, workshopReminderScheduler } from './reminders';
export { registrationWithSeat, upcomingWorkshops } from './repository';
export { registrableWorkshop, workshopsListing } from './service';
