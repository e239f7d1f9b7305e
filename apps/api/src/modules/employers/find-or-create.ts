import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import {
  EMPLOYER_DETAILS,
  type EmployerCity,
  type EmployerInput,
  type EmployerReference,
} from '@portal/contracts/employers';
import { employers } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import { creationChanges, recordChange, type Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import type { EmployerRow } from './repository';

/** What a new employer is made of besides its id. */
export type NewEmployerDetails = Omit<EmployerInput, 'nationalId'>;

const registeredEmployer = async (tx: Executor, nationalId: string) =>
  (await tx.select().from(employers).where(eq(employers.nationalId, nationalId)))[0];

/**
 * The employer a request or a transfer names, by national id: a registered employer as saved,
 * never rewritten (changing an employer is the employer edit, with its history: DOMAIN.md "Edits
 * and concurrency"); else a new employer of `newDetails()` (called only then: it may refuse) with
 * a history row of the `recorded` fields. Two submissions adding the same employer at once: the
 * unique national id decides, the other one refers to the row that won.
 */
export const findOrCreateEmployer = async (
  tx: Executor,
  session: EstablishmentSession,
  nationalId: string,
  newDetails: () => NewEmployerDetails,
  recorded: readonly (keyof EmployerInput)[] = ['nationalId', ...EMPLOYER_DETAILS],
): Promise<EmployerRow> => {
  const known = await registeredEmployer(tx, nationalId);
  if (known) return known;
  const values = {
    nationalId,
    ...newDetails(),
    createdBy: session.user.id,
    updatedBy: session.user.id,
  };
  const [row] = await tx
    .insert(employers)
    .values(values)
    .onConflictDoNothing({ target: employers.nationalId })
    .returning();
  if (!row) return (await registeredEmployer(tx, nationalId))!;
  await recordChange(tx, {
    entityType: 'employer',
    entityId: row.id,
    action: 'create',
    changedBy: session.user.id,
    changes: creationChanges(values, [...recorded]),
  });
  return row;
};

/**
 * A new employer's details from the body's reference (`field` names it there: `employer`,
 * `newEmployer`); 400 naming each detail it lacks.
 */
export const detailsOfNewEmployer = (
  reference: EmployerReference,
  field: string,
  language: Language,
): NewEmployerDetails => {
  const missing = EMPLOYER_DETAILS.filter((detail) => reference[detail] === undefined);
  if (missing.length > 0) {
    const required = [translate(language, 'validation.required')];
    throw badRequest('employers.newEmployerDetails', {
      fieldErrors: Object.fromEntries(missing.map((detail) => [`${field}.${detail}`, required])),
    });
  }
  return {
    nameAr: reference.nameAr!,
    nameEn: reference.nameEn!,
    mobile: reference.mobile!,
    city: reference.city as EmployerCity,
    address: reference.address!,
  };
};

/** The employer a body names (`field`): registered as is, or created from the body's details. */
export const employerOfReference = (
  tx: Executor,
  session: EstablishmentSession,
  reference: EmployerReference,
  field: string,
  language: Language,
) =>
  findOrCreateEmployer(tx, session, reference.nationalId, () =>
    detailsOfNewEmployer(reference, field, language),
  );
