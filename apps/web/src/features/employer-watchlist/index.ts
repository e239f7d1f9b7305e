/** What other features use of the watchlist: the employer's record on a request's page. */
export { EmployerRecordPanel } from './components/employer-record-panel';
