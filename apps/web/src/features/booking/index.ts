/** Flight booking on the employment request's page (decision 0029): what the employment-requests feature shows. */
export { BookFlightButton } from './components/book-flight-button';
export { FlightSummary } from './components/flight-summary';
export { ArrivalDialog } from './components/arrival-dialog';
