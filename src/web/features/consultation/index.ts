export { ConsultationProvider, useConsultation } from './ConsultationProvider';
export { bookedWhenText, type TimeChoice, TimeStep } from './TimeStep';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadManageBookingPage = () => import('./ManageBookingPage');
