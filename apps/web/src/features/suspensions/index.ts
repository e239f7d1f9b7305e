/** What other features use of suspensions: the suspend dialog and the lift call (the organisation page's buttons). */
export { useLiftSuspension } from './api/suspensions-api';
export { SuspendDialog } from './components/suspend-dialog';
