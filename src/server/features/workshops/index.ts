export { registrationWithSeat } from './repository';
export { registrableWorkshop } from './service';
