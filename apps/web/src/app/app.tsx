import { Suspense, useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { PortalThemeProvider } from './providers/theme-provider';
import { createRouter } from './router';
import { BootScreen } from './boot-screen';
import { FirstScreen, showsFirstScreen } from './first-screen';

let pageDataRequested = false;

/**
 * The first data of the signed-in page the browser opened (decision 0065), in a chunk of its own with
 * the API client; once per load (`start.tsx` asks it when the server's first screen is kept, the
 * application's own first screen when it has painted).
 */
export const requestPageData = (): void => {
  if (pageDataRequested) return;
  pageDataRequested = true;
  const { pathname, search } = window.location;
  void import('./early-data')
    .then(({ prefetchPageData }) => prefetchPageData(pathname, import.meta.env.BASE_URL, search))
    .catch(() => undefined);
};

/**
 * Provider tree: i18n (waits for the locale file), theme + RTL cache, router. The query client is
 * provided by the lazy parts that use server state (`QueryBoundary`), keeping it out of the public entry.
 */
export const App = ({ router: ready }: { router?: ReturnType<typeof createRouter> }) => {
  // A signed-in page's first screen paints before the router starts loading the signed-in code
  // (decision 0065); any other address starts with the router, the one `start` made ready when the
  // server's first screen is in place (decision 0066).
  const [router, setRouter] = useState(() => ready ?? (showsFirstScreen() ? null : createRouter()));
  const start = useCallback(() => {
    setRouter((current) => current ?? createRouter());
    requestPageData();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<BootScreen />}>
        <PortalThemeProvider>
          {router ? <RouterProvider router={router} /> : <FirstScreen onPainted={start} />}
        </PortalThemeProvider>
      </Suspense>
    </I18nextProvider>
  );
};
