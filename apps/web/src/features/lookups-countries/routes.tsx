import type { FeaturePages } from '../../app/page-loader';

/** The countries lookup: list and record page (the 21 countries are seeded: no add page). */
export const lookupsCountriesPages: FeaturePages = {
  'admin.country': () =>
    import('./components/countries-list-page').then((module) => module.CountriesListPage),
  'admin.countryView': () => import('./components/country-page').then((module) => module.CountryPage),
};
