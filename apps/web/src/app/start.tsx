import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n-setup';
import { installGlobalErrorReporting } from '../lib/error-reporting-install';
import { currentLanguage } from '../lib/i18n/i18n';
import { preloadDirection } from './providers/theme-provider';
import { createRouter } from './router';
import { endFirstScreenOnReplacement, keepFocusAcrossReplacement, routerInitialized } from './prerendered';

/**
 * With the server's first screen in the container (decision 0066): the texts, the direction's styles
 * and the page's route modules loaded before React renders, so that its first commit, which replaces
 * the first screen, is the page itself (a loading bar or an empty frame committed first would flash).
 */
const routerWhenReady = async (texts: Promise<unknown>) => {
  await texts;
  await preloadDirection(currentLanguage()).catch(() => undefined);
  const router = createRouter();
  await routerInitialized(router);
  return router;
};

/** Starts the application (loaded by the boot script, `main.tsx`). */
export const start = async (container: HTMLElement, { firstScreen = false } = {}): Promise<void> => {
  const texts = setupI18n();
  installGlobalErrorReporting();
  const router = firstScreen ? await routerWhenReady(texts) : undefined;
  if (firstScreen) {
    keepFocusAcrossReplacement(container);
    endFirstScreenOnReplacement(container);
  }
  // A transition lets React split the first render into short tasks, so the page stays responsive
  // while it mounts on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
};
