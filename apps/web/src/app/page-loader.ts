import type { ComponentType } from 'react';
import type { RouteId } from '@portal/contracts/routes';
import type { ModuleResources } from '../lib/i18n/module-resources';

/** Loads a route's page component lazily (one chunk per page). */
export type PageLoader = () => Promise<ComponentType>;

/** What a feature's `routes.tsx` exports: its pages by route id. */
export type FeaturePages = Partial<Record<RouteId, PageLoader>>;

/**
 * `withModuleResources` (the page with its feature's texts) for a page the boot script loads
 * (`direct-pages.ts`): imported with the page, not beside the boot script. Imported statically it
 * brought i18next, React and the app's i18n module into the boot chunk (67 KB, 20 KB compressed), which
 * every first page waited for before it could request its texts, its page and its data.
 */
export const withModuleTexts =
  (resources: ModuleResources, loadPage: PageLoader): PageLoader =>
  async () => {
    // The page's chunk is requested at once, beside the module that loads the texts.
    const page = loadPage();
    page.catch(() => undefined);
    const { withModuleResources } = await import('../lib/i18n/module-resources');
    return withModuleResources(resources, () => page)();
  };
