import { useMutation } from '@tanstack/react-query';
import type { CredentialsOrganization } from '@portal/contracts/credentials';
import type { ProfileVersionedUpdate } from '@portal/contracts/profile';
import { api } from '../../../lib/api-client';

/** `PUT /api/me/organization` with the organisation's `rowVersion` read: answers the updated credentials organisation (400 with `fieldErrors`). */
export const updateOrganizationProfile = (body: ProfileVersionedUpdate): Promise<CredentialsOrganization> =>
  api.put<CredentialsOrganization>('/api/me/organization', body);

/** Field errors are shown on the form, so the global handler is skipped (the page calls it for the rest). */
export const useUpdateOrganizationProfile = () =>
  useMutation({ mutationFn: updateOrganizationProfile, meta: { skipGlobalErrorHandler: true } });
