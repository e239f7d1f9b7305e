/**
 * Global handlers for uncaught errors; the reporting code itself loads only when an error happens,
 * keeping it out of the public entry.
 */
export const installGlobalErrorReporting = (): void => {
  const report = (error: unknown) => {
    void import('./error-reporting').then((module) => module.reportError(error));
  };
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
};
