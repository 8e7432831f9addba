export { ConsultationProvider, useConsultation } from './ConsultationProvider';
export { bookedWhenText, type TimeChoice, TimeStep } from './TimeStep';
export { useFreeTimes } from './use-free-times';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadManageBookingPage = () => import('./ManageBookingPage');
