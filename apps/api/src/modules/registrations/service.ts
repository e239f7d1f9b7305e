import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  Registration,
  RegistrationCreated,
  RegistrationDecision,
  RegistrationFields,
  RegistrationStatusAnswer,
} from '@portal/contracts/registration';
import type { Language } from '@portal/contracts/constants';
import { registrationCountryFits } from '@portal/contracts/registration';
import {
  REGISTRATION_ACTION_OF_DECISION,
  REGISTRATION_STATUS_FOR_ORGANIZATION,
  registrationTransitionRecord,
  registrationTransitions,
} from '@portal/contracts/registration-transitions';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';
import { runTransition } from '../../platform/transition-runner';
import type { UploadedPart } from '../../platform/uploads/multipart';
import type { FileStore } from '../../platform/uploads/store';
import type { EstablishmentSession } from '../../types/session';
import type { Captcha } from './captcha';
import { translate } from '../../i18n/catalogue';
import { findRegistration, findRegistrationCountry } from './repository';

const isUniqueViolation = (error: unknown): boolean => {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : null;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
};

const captchaUsed = async (db: Database, salt: string): Promise<boolean> =>
  (
    await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.captchaSalt, salt))
      .limit(1)
  ).length > 0;

/** RF-<year>-<id, six digits>: short enough to read out on the phone. */
export const referenceOf = (id: number, createdAt: Date): string =>
  `RF-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * DOMAIN.md roles: a local office or company is in the kingdom, a foreign agency in a sending
 * country open for recruitment; another country is a 400 on `countryId`.
 */
export const checkRegistrationCountry = async (
  db: Database,
  fields: Pick<RegistrationFields, 'organizationType' | 'countryId'>,
  language: Language,
): Promise<void> => {
  const country = await findRegistrationCountry(db, fields.countryId);
  if (country && registrationCountryFits(fields.organizationType, country.code3)) return;
  const key =
    fields.organizationType === 'EPRO' ? 'registration.agencyAbroad' : 'registration.localInKingdom';
  throw new AppError(400, key, { fieldErrors: { countryId: [translate(language, key)] } });
};

export const submitRegistration = async (
  db: Database,
  store: FileStore,
  captcha: Captcha | null,
  fields: RegistrationFields,
  documents: UploadedPart[],
): Promise<RegistrationCreated> => {
  let captchaSalt: string | null = null;
  if (captcha) {
    if (!fields.captcha) throw new AppError(400, 'registration.captchaRequired');
    captchaSalt = await captcha.verify(fields.captcha);
    if (!captchaSalt) throw new AppError(400, 'registration.captchaInvalid');
  }
  // A replayed captcha is refused before any document is written (the unique index still decides races).
  if (captchaSalt && (await captchaUsed(db, captchaSalt)))
    throw new AppError(400, 'registration.captchaInvalid');
  const { captcha: _payload, ...values } = fields;
  try {
    return await store.saveWith(db, documents, null, async (tx, stored) => {
      const [row] = await tx
        .insert(registrations)
        .values({
          ...values,
          licenseDate: values.licenseDate ?? null,
          reference: `RF-pending-${randomUUID()}`,
          documentFileIds: stored.map((file) => file.id),
          captchaSalt,
        })
        .returning();
      if (!row) throw new Error('registration insert returned no row');
      const reference = referenceOf(row.id, row.createdAt);
      await tx.update(registrations).set({ reference }).where(eq(registrations.id, row.id));
      return { reference, status: row.status };
    });
  } catch (error) {
    // The same solved captcha twice: the second is a replay.
    if (isUniqueViolation(error)) throw new AppError(400, 'registration.captchaInvalid');
    throw error;
  }
};

export const registrationStatus = async (
  db: Database,
  reference: string,
): Promise<RegistrationStatusAnswer> => {
  const [row] = await db
    .select({
      reference: registrations.reference,
      status: registrations.status,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(eq(registrations.reference, reference))
    .limit(1);
  if (!row) throw notFound();
  return { reference: row.reference, status: row.status, createdAt: row.createdAt.toISOString() };
};

export const getRegistration = async (db: Database, id: number): Promise<Registration> => {
  const registration = await findRegistration(db, id);
  if (!registration) throw notFound();
  return registration;
};

/**
 * Takes the declared decision (`accept` or `reject`) through the transition runner: the admin's
 * right comes from the declaration, a request already decided answers 409 naming its status (and
 * of two admins deciding at once, one wins), and the decision's history is written with it.
 */
export const decideRegistration = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  input: RegistrationDecision,
): Promise<Registration> => {
  const action = REGISTRATION_ACTION_OF_DECISION[input.decision];
  const note = input.note ?? null;
  await runTransition(db, {
    declaration: registrationTransitions,
    target: { table: registrations, id: 'id', status: 'status', history: 'registration' },
    action,
    id,
    session,
    recordOf: registrationTransitionRecord,
    input: registrationTransitions.actions[action].input.parse({ note: input.note }),
    changes: () => ({ decisionNote: note, decidedBy: session.user.id, decidedAt: new Date() }),
    reason: () => note,
  });
  return getRegistration(db, id);
};

/**
 * Links an accepted request to the organisation made from it; run inside the transaction that
 * creates the organisation, so both commit together. A request that does not exist answers 404,
 * one not accepted or already linked 409 (and the organisation is not created).
 */
export const linkRegistrationToOrganization = async (
  tx: Executor,
  registrationId: number,
  organizationId: number,
): Promise<void> => {
  const [linked] = await tx
    .update(registrations)
    .set({ organizationId })
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.status, REGISTRATION_STATUS_FOR_ORGANIZATION),
        isNull(registrations.organizationId),
      ),
    )
    .returning({ id: registrations.id });
  if (linked) return;
  const [found] = await tx
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!found) throw notFound('registration.notFound');
  throw conflict(
    found.status === REGISTRATION_STATUS_FOR_ORGANIZATION
      ? 'registration.alreadyLinked'
      : 'registration.notAccepted',
  );
};
