export { useCalendar } from './api/calendar';
