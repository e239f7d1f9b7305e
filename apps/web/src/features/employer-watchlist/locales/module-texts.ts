import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The watchlist's texts, one file per language (the request page loads them too). */
export const watchlistTexts: ModuleResources = import.meta.glob('./*.json');
