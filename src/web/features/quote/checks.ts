/** The quote form's check: the server's own schema, loaded when the visitor starts on the form. */
export { quoteRequestSchema } from '../../../shared/quote';
