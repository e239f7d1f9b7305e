import { lazy } from 'react';

/** Flight booking on the employment request's page (decision 0029): what the employment-requests feature shows. */
export { BookFlightButton } from './components/book-flight-button';
export { FlightSummary } from './components/flight-summary';

/**
 * The arrival's dialog, its code (the form with its schema and zod, the date field) loaded when it
 * opens: render it inside `Suspense` (decision 0064).
 */
export const ArrivalDialog = lazy(() =>
  import('./components/arrival-dialog').then((module) => ({ default: module.ArrivalDialog })),
);
