import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialsOrganizationSchema } from '@portal/contracts/credentials';
import { errorBodySchema } from '@portal/contracts/error-body';
import { profileVersionedUpdateSchema } from '@portal/contracts/profile';
import { OFFICE_ROLES } from '@portal/contracts/roles';
import type { DatabaseHandle } from '../../db/client';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { updateOrganizationProfile } from './service';

export type OrganizationProfileRoutesOptions = { database: DatabaseHandle };

/** The profile-edit page of the post-login sequence (spec 4 step 2, spec 5). */
export const organizationProfileRoutes = async (
  app: FastifyInstance,
  options: OrganizationProfileRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.put(
    '/api/me/organization',
    {
      config: { access: { roles: OFFICE_ROLES, excludeSubUsers: true } },
      schema: {
        tags: ['credentials'],
        summary: "Complete or correct the caller's organisation info (super user of an office)",
        description:
          'Omitting addressAr or responsiblePersonAr keeps the stored value; an empty string clears it. ' +
          'Each change is recorded in the organisation history. Made on the rowVersion read: 409 RECORD_CHANGED when it moved.',
        security: [{ bearer: [] }],
        body: profileVersionedUpdateSchema,
        response: {
          200: credentialsOrganizationSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => updateOrganizationProfile(db, establishmentSessionOf(request), request.body),
  );
};
