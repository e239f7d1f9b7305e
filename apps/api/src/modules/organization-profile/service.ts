import type { CredentialsOrganization } from '@portal/contracts/credentials';
import type { ProfileUpdate } from '@portal/contracts/profile';
import type { Database } from '../../db/client';
import type { FieldChange } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { toCredentialsOrganization } from './credentials-organization';
import { findOrganizationWithCountry, updateProfileFields, type ProfileFields } from './repository';

/**
 * What the update asks for, field by field. The optional Arabic fields: omitted keeps the stored
 * value, an empty string clears it.
 */
export const requestedFields = (update: ProfileUpdate): Partial<ProfileFields> => {
  const optional = (value: string | undefined) =>
    value === undefined ? {} : { value: value === '' ? null : value };
  const addressAr = optional(update.addressAr);
  const responsiblePersonAr = optional(update.responsiblePersonAr);
  return {
    addressEn: update.addressEn,
    ...('value' in addressAr ? { addressAr: addressAr.value } : {}),
    bankName: update.bankName,
    iban: update.iban,
    responsiblePersonEn: update.responsiblePersonEn,
    ...('value' in responsiblePersonAr ? { responsiblePersonAr: responsiblePersonAr.value } : {}),
    contactNumber1: update.contactNumber1,
    contactNumber2: update.contactNumber2,
    city: update.city,
  };
};

/** `{ field: { from, to } }` for every requested field whose value differs from the stored one. */
export const diffFields = (
  current: ProfileFields,
  requested: Partial<ProfileFields>,
): Partial<Record<keyof ProfileFields, FieldChange>> => {
  const changes: Partial<Record<keyof ProfileFields, FieldChange>> = {};
  for (const [field, to] of Object.entries(requested) as [keyof ProfileFields, string | null][]) {
    const from = current[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
};

/** `PUT /api/me/organization`: the super user completes or corrects the organisation info (spec 5). */
export const updateOrganizationProfile = async (
  db: Database,
  session: EstablishmentSession,
  update: ProfileUpdate,
): Promise<CredentialsOrganization> => {
  const organizationId = session.organization.id;
  const requested = requestedFields(update);
  const found = await updateProfileFields(db, organizationId, session.user.id, (current) =>
    diffFields(current, requested),
  );
  const row = found ? await findOrganizationWithCountry(db, organizationId) : null;
  if (!row) throw new AppError(404, 'errors.notFound');
  return toCredentialsOrganization(row);
};
