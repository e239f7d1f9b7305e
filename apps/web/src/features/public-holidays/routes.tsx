import type { FeaturePages } from '../../app/page-loader';

/** The public holidays: list, add page and record page (each its own chunk). */
export const publicHolidaysPages: FeaturePages = {
  'admin.publicHolidays': () =>
    import('./components/holidays-list-page').then((module) => module.HolidaysListPage),
  'admin.publicHolidayAdd': () =>
    import('./components/holiday-add-page').then((module) => module.HolidayAddPage),
  'admin.publicHolidayView': () => import('./components/holiday-page').then((module) => module.HolidayPage),
};
