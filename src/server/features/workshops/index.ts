export { workshopMailContext } from './mail-context';
export { runWorkshopReminders, workshopReminderScheduler } from './reminders';
export { registrationWithSeat } from './repository';
export { registrableWorkshop, workshopsListing } from './service';
