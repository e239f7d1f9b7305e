import type { CredentialsOrganization } from '@portal/contracts/credentials';
import type { ProfileUpdate, ProfileVersionedUpdate } from '@portal/contracts/profile';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { diffChanges } from '../../platform/history/service';
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

/** `PUT /api/me/organization`: the super user completes or corrects the organisation info (spec 5). */
export const updateOrganizationProfile = async (
  db: Database,
  session: EstablishmentSession,
  { rowVersion, ...update }: ProfileVersionedUpdate,
): Promise<CredentialsOrganization> => {
  const organizationId = session.organization.id;
  const requested = requestedFields(update);
  const found = await updateProfileFields(
    db,
    { id: organizationId, rowVersion },
    session.user.id,
    (current) => diffChanges(current, requested),
  );
  const row = found ? await findOrganizationWithCountry(db, organizationId) : null;
  if (!row) throw new AppError(404, 'errors.notFound');
  return toCredentialsOrganization(row);
};
