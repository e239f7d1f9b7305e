import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n-setup';
import { installGlobalErrorReporting } from '../lib/error-reporting-install';

/** Starts the application (loaded by the boot script, `main.tsx`). */
export const start = (container: HTMLElement): void => {
  setupI18n();
  installGlobalErrorReporting();
  // A transition lets React split the first render into short tasks, so the page stays responsive
  // while it mounts on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
};
