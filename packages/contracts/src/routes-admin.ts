import { appRoute } from './routes-def';

const LOOKUP = {
  lookup: true,
  roles: ['ADMIN'],
  module: 'LOOKUP',
  permission: 'READ',
  dataModule: 'LOOKUP',
} as const;

/** A lookup's add and record pages: the same rule, outside the menu. */
const { lookup: _lookup, ...LOOKUP_RECORD } = LOOKUP;

/** Spec 2 admin screens; lookups go to the separate lookups menu. */
export const ADMIN_ROUTES = [
  appRoute('admin.announcements', 'admin/announcements', { navOrder: 2100, ...LOOKUP }),
  appRoute('admin.announcementsAdd', 'admin/announcements/add', {
    ...LOOKUP_RECORD,
    permission: 'WRITE',
    form: true,
  }),
  appRoute('admin.announcementsView', 'admin/announcements/:id', { ...LOOKUP_RECORD, form: true }),
  appRoute('admin.country', 'admin/country', { navOrder: 2200, ...LOOKUP }),
  appRoute('admin.job', 'admin/job', { navOrder: 2300, ...LOOKUP }),
  // The add page and the record page (edit with WRITE, read-only with READ; history below).
  // Not in spec 2's list: the add page and the record page of a lookup (edit with LOOKUP WRITE,
  // read-only with READ; its history below). docs/decisions/0006-lists-exports-history-and-lookup-pages.md
  appRoute('admin.jobAdd', 'admin/job/add', { ...LOOKUP_RECORD, permission: 'WRITE', form: true }),
  appRoute('admin.jobView', 'admin/job/:id', { ...LOOKUP_RECORD, form: true }),
  // Countries are seeded: a record page (edit with WRITE), no add page.
  appRoute('admin.countryView', 'admin/country/:id', { ...LOOKUP_RECORD, form: true }),
  appRoute('admin.reason', 'admin/reason', { navOrder: 2400, ...LOOKUP }),
  appRoute('admin.reasonAdd', 'admin/reason/add', { ...LOOKUP_RECORD, permission: 'WRITE', form: true }),
  appRoute('admin.reasonView', 'admin/reason/:id', { ...LOOKUP_RECORD, form: true }),
  appRoute('admin.quota', 'admin/quota', { navOrder: 2500, ...LOOKUP }),
  appRoute('admin.quotaAdd', 'admin/quota/add', { ...LOOKUP_RECORD, permission: 'WRITE', form: true }),
  appRoute('admin.quotaView', 'admin/quota/:id', { ...LOOKUP_RECORD, form: true }),
  appRoute('admin.organizationLimit', 'admin/organization-limit', { navOrder: 2600, ...LOOKUP }),
  appRoute('admin.organizationLimitAdd', 'admin/organization-limit/add', {
    ...LOOKUP_RECORD,
    permission: 'WRITE',
    form: true,
  }),
  appRoute('admin.organizationLimitView', 'admin/organization-limit/:id', { ...LOOKUP_RECORD, form: true }),
  // Issue 25: the standard partnership contract of each sending country, versioned (decision 0053).
  appRoute('admin.contractTemplates', 'admin/contract-templates', { navOrder: 2650, ...LOOKUP }),
  appRoute('admin.contractTemplateAdd', 'admin/contract-templates/add', {
    ...LOOKUP_RECORD,
    permission: 'WRITE',
    form: true,
  }),
  appRoute('admin.contractTemplateView', 'admin/contract-templates/:id', { ...LOOKUP_RECORD, form: true }),
  appRoute('admin.settings', 'admin/settings', { navOrder: 2700, ...LOOKUP }),
  // The kingdom's public holidays (decision 0057): working-day clocks skip them (decision 0056).
  appRoute('admin.publicHolidays', 'admin/public-holidays', { navOrder: 2750, ...LOOKUP }),
  appRoute('admin.publicHolidayAdd', 'admin/public-holidays/add', {
    ...LOOKUP_RECORD,
    permission: 'WRITE',
    form: true,
  }),
  appRoute('admin.publicHolidayView', 'admin/public-holidays/:id', { ...LOOKUP_RECORD, form: true }),
  // Outages that pause the deadline clocks (decisions 0056, 0057): beside the job queue, the other
  // screen of the admins who operate the portal.
  appRoute('admin.incidents', 'admin/incidents', { navOrder: 2850, ...LOOKUP_RECORD }),
  appRoute('admin.incidentAdd', 'admin/incidents/add', { ...LOOKUP_RECORD, permission: 'WRITE', form: true }),
  appRoute('admin.incidentView', 'admin/incidents/:id', { ...LOOKUP_RECORD, form: true }),
  appRoute('admin.visa', 'admin/visa', {
    navOrder: 1100,
    roles: ['ADMIN'],
    featureFlag: 'adminVisa',
    dataModule: 'EMPLOYMENT_REQUEST',
  }),
  // Behind the same flag: a visa's add page (LOOKUP WRITE, as the API) and record page (LOOKUP READ).
  appRoute('admin.visaAdd', 'admin/visa/add', {
    ...LOOKUP_RECORD,
    permission: 'WRITE',
    featureFlag: 'adminVisa',
    form: true,
  }),
  appRoute('admin.visaView', 'admin/visa/:id', { ...LOOKUP_RECORD, featureFlag: 'adminVisa', form: true }),
  appRoute('admin.suspensions', 'admin/suspensions', {
    navOrder: 1200,
    roles: ['ADMIN'],
    module: 'ORGANIZATION',
    permission: 'READ',
    dataModule: 'ORGANIZATION',
  }),
  // The employer watchlist (decision 0062): admins and embassies flag employers; admins review
  // the flags whose review date has come in their own queue.
  appRoute('watchlist', 'employer-watchlist', {
    navOrder: 1250,
    roles: ['ADMIN', 'FOREIGN_EMBASSY', 'SA_EMBASSY'],
    module: 'EMPLOYMENT_REQUEST',
    permission: 'READ',
    dataModule: 'EMPLOYMENT_REQUEST',
  }),
  appRoute('admin.watchlistReviews', 'admin/watchlist-reviews', {
    navOrder: 1260,
    roles: ['ADMIN'],
    module: 'EMPLOYMENT_REQUEST',
    permission: 'READ',
    dataModule: 'EMPLOYMENT_REQUEST',
  }),
  appRoute('admin.users', 'admin/users', { navOrder: 800, roles: ['ADMIN'] }),
  // Not in spec 2's list: the background job queue (waiting, running, failed, each schedule's last
  // run), for the admins who operate the portal (docs/decisions/0047); last in the admin menu.
  appRoute('admin.systemJobs', 'admin/system-jobs', { navOrder: 2900, roles: ['ADMIN'] }),
  // Requests of the public registration form (decision 0015); not in spec 2's list, so its menu
  // place sits beside the licence updates (1000), the other organisation requests admins review.
  appRoute('admin.registrations', 'admin/registrations', {
    navOrder: 1050,
    roles: ['ADMIN'],
    module: 'ORGANIZATION',
    permission: 'READ',
    dataModule: 'ORGANIZATION',
  }),
  // Spec 2: the user view is open to any signed-in user (e.g. to see who acted on a record).
  appRoute('admin.user', 'admin/users/:id'),
];
