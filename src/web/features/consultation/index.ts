export { ConsultationProvider, useConsultation } from './ConsultationProvider';
export { type TimeChoice, TimeStep } from './TimeStep';
