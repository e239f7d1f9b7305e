import type { FeaturePages } from '../../app/page-loader';

/** Announcements admin: list, add page and record page (each its own chunk). */
export const announcementsPages: FeaturePages = {
  'admin.announcements': () =>
    import('./components/announcements-list-page').then((module) => module.AnnouncementsListPage),
  'admin.announcementsAdd': () =>
    import('./components/announcement-add-page').then((module) => module.AnnouncementAddPage),
  'admin.announcementsView': () =>
    import('./components/announcement-page').then((module) => module.AnnouncementPage),
};
