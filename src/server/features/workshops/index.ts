export { registrationWithSeat } from './repository';
export { registrableWorkshop, workshopsListing } from './service';
