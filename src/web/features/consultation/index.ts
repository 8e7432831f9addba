export { ConsultationProvider, useConsultation } from './ConsultationProvider';
