import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { PortalThemeProvider } from './providers/theme-provider';
import { createRouter } from './router';
import { BootScreen } from './boot-screen';

/**
 * Provider tree: i18n (waits for the locale file), theme + RTL cache, router. The query client is
 * provided by the lazy parts that use server state (`QueryBoundary`), keeping it out of the public entry.
 */
export const App = () => {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<BootScreen />}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
        </PortalThemeProvider>
      </Suspense>
    </I18nextProvider>
  );
};
