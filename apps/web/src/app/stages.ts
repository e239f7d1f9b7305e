import type { start } from './start';

/** A new task: the browser may handle input and paint before the next stage. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The libraries' chunks (vite.config.ts, `VENDOR_CHUNKS`), in the order they depend on each other.
 * Importing the application evaluated every one of them in one task (~70 ms on this 2-core machine
 * under load, 4x that in Lighthouse's phone, most of it counted as blocking time).
 */
const STAGES: (() => Promise<unknown>)[] = [
  async () => (await import('react-dom/client')).createRoot,
  async () => (await import('react-router')).RouterProvider,
  async () => (await import('react-i18next')).I18nextProvider,
  async () => (await import('@mui/material/styles')).ThemeProvider,
];

/**
 * Loads the application (`./start`), evaluating its libraries one chunk per task first. The chunks
 * are fetched at once beside the boot script (index.html preloads them); only their evaluation waits.
 */
export const loadApplication = async (): Promise<{ start: typeof start }> => {
  for (const stage of STAGES) {
    // A chunk already fetched is evaluated in the microtasks of the task that imports it: each
    // stage starts a task of its own (the first one after the boot script's).
    await nextTask();
    await stage();
  }
  await nextTask();
  return import('./start');
};
