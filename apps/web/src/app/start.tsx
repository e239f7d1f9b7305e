import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { signedInRouteOf } from './first-screen';
import { setupI18n } from './i18n-setup';
import { installGlobalErrorReporting } from '../lib/error-reporting-install';

/** Starts the application (loaded by the boot script, `main.tsx`). */
export const start = (container: HTMLElement): void => {
  setupI18n();
  installGlobalErrorReporting();
  // A signed-in page's first data beside its code (the request headers need the language above); in
  // a chunk of its own with the API client, which the public pages' entry does not carry.
  const { pathname } = window.location;
  if (signedInRouteOf(pathname, import.meta.env.BASE_URL))
    void import('./early-data')
      .then(({ prefetchPageData }) => prefetchPageData(pathname, import.meta.env.BASE_URL))
      .catch(() => undefined);
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
