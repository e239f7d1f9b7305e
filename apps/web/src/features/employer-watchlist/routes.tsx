import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { watchlistTexts } from './locales/module-texts';

/** The employer watchlist and the admins' review queue (decision 0062). */
export const employerWatchlistPages: FeaturePages = {
  watchlist: withModuleResources(watchlistTexts, () =>
    import('./components/watchlist-list-page').then((m) => m.WatchlistListPage),
  ),
  'admin.watchlistReviews': withModuleResources(watchlistTexts, () =>
    import('./components/watchlist-list-page').then((m) => m.WatchlistReviewsPage),
  ),
};
