export { ConsultationProvider, useConsultation } from './ConsultationProvider';
export { bookedWhenText, type TimeChoice, TimeStep } from './TimeStep';
