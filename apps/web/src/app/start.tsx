import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, requestPageData } from './app';
import { setupI18n } from './i18n-setup';
import { installGlobalErrorReporting } from '../lib/error-reporting-install';
import { currentLanguage } from '../lib/i18n/i18n';
import { preloadDirection } from './providers/theme-provider';
import { createRouter } from './router';
import { showsFirstScreen } from './first-screen';
import { endFirstScreenOnReplacement, keepFocusAcrossReplacement, routerInitialized } from './prerendered';

/** The texts and the direction's styles: what React's first commit needs to draw a page, not a loading screen. */
const textsAndDirection = async (texts: Promise<unknown>) => {
  await texts;
  await preloadDirection(currentLanguage()).catch(() => undefined);
};

/**
 * With the server's first screen of a public page in the container (decision 0066): the texts, the
 * direction's styles and the page's route modules loaded before React renders, so that its first
 * commit, which replaces the first screen, is the page itself (a loading bar or an empty frame
 * committed first would flash).
 */
const routerWhenReady = async (texts: Promise<unknown>) => {
  await textsAndDirection(texts);
  const router = createRouter();
  await routerInitialized(router);
  return router;
};

/** Starts the application (loaded by the boot script, `main.tsx`). */
export const start = async (container: HTMLElement, { firstScreen = false } = {}): Promise<void> => {
  const texts = setupI18n();
  installGlobalErrorReporting();
  // A signed-in page's first screen from the server is replaced by the application's own (the same
  // frame and title, decision 0075), which then starts the router: its first commit needs the texts.
  const signedIn = firstScreen && showsFirstScreen();
  // Its page's first data at once: the first paint is behind us, so nothing on the screen waits for
  // the link they take, and the early heading (the contract's name) can be in the first frame.
  if (signedIn) {
    requestPageData();
    await textsAndDirection(texts);
  }
  const router = firstScreen && !signedIn ? await routerWhenReady(texts) : undefined;
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
