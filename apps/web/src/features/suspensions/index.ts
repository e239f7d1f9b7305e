import { lazy } from 'react';

/** What other features use of suspensions: the suspend dialog and the lift call (the organisation page's buttons). */
export { useLiftSuspension } from './api/suspensions-api';

/**
 * The suspend dialog, its code (MUI's dialog, the form with its schema and zod) loaded when it first
 * opens: render it inside `LoadWhenOpened` (decision 0064).
 */
export const SuspendDialog = lazy(() =>
  import('./components/suspend-dialog').then((module) => ({ default: module.SuspendDialog })),
);
