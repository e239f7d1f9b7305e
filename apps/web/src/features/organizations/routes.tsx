import type { FeaturePages } from '../../app/page-loader';

/** Organisations (decision 0010): list, add, view, edit and the partner view. */
export const organizationPages: FeaturePages = {
  organization: () => import('./components/organization-list-page').then((m) => m.OrganizationListPage),
  'organization.add': () => import('./components/organization-form-page').then((m) => m.OrganizationAddPage),
  'organization.view': () =>
    import('./components/organization-view-page').then((m) => m.OrganizationViewPage),
  'organization.edit': () =>
    import('./components/organization-form-page').then((m) => m.OrganizationEditPage),
  'organization.epro': () =>
    import('./components/organization-partner-page').then((m) => m.OrganizationPartnerPage),
};
