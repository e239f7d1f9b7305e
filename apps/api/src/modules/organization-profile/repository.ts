import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FieldChanges } from '@portal/contracts/history';
import { countries, organizations } from '../../db/schema/index';
import { recordChange } from '../../platform/history/service';
import { checkVersion, updateVersioned } from '../../lib/versioned-update';
import type { OrganizationRow } from '../../types/session';

export type ProfileFields = Pick<
  OrganizationRow,
  | 'addressEn'
  | 'addressAr'
  | 'bankName'
  | 'iban'
  | 'responsiblePersonEn'
  | 'responsiblePersonAr'
  | 'contactNumber1'
  | 'contactNumber2'
  | 'city'
>;

export type OrganizationWithCountry = {
  organization: OrganizationRow;
  country: { id: number; code3: string; nameAr: string; nameEn: string } | null;
};

export const findOrganizationWithCountry = async (
  db: Database,
  organizationId: number,
): Promise<OrganizationWithCountry | null> => {
  const [row] = await db
    .select({
      organization: organizations,
      country: {
        id: countries.id,
        code3: countries.code3,
        nameAr: countries.nameAr,
        nameEn: countries.nameEn,
      },
    })
    .from(organizations)
    .leftJoin(countries, eq(countries.id, organizations.countryId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? null;
};

/**
 * Applies the changed fields and writes their history row in one transaction; the row is locked
 * while the differences are worked out, so two editors cannot lose each other's history, and the
 * fields were read on `target.rowVersion`: another version is a 409 (docs/decisions/0039).
 */
export const updateProfileFields = async (
  db: Database,
  target: { id: number; rowVersion: number },
  changedBy: number,
  diff: (current: ProfileFields) => FieldChanges,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, target.id))
      .for('update')
      .limit(1);
    if (!current) return false;
    checkVersion(current, target.rowVersion);
    const changes = diff(current);
    const fields = Object.keys(changes);
    if (fields.length === 0) return true;
    const values = Object.fromEntries(fields.map((field) => [field, changes[field]?.to ?? null]));
    await updateVersioned(tx, organizations, target, { ...values, updatedAt: new Date() });
    await recordChange(tx, {
      entityType: 'organization',
      entityId: target.id,
      action: 'update',
      changedBy,
      changes,
    });
    return true;
  });
