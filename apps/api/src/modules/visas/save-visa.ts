import type { Language } from '@portal/contracts/constants';
import type { Visa, VisaInput, VisaUpdate } from '@portal/contracts/visas';
import type { Database } from '../../db/client';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql-state';
import { checkVersion } from '../../lib/versioned-update';
import { creationChanges, diffChanges, recordChange, type Executor } from '../../platform/history/service';
import {
  findLookupStates,
  findVisa,
  findVisaWithLookups,
  insertVisa,
  updateVisaRow,
  type VisaRow,
} from './repository';
import { toVisa } from './service';
import { VISA_HISTORY_FIELDS } from './history-fields';
import { VISA_STATUS } from '@portal/contracts/visas';

/**
 * The country must be active for recruitment and the job active (DOMAIN.md: a deactivated value
 * leaves new choices), unless the visa already holds it: `current` is the visa being edited.
 * Otherwise 400 with the message on the field.
 */
const checkLookups = async (
  executor: Executor,
  input: VisaInput,
  language: Language,
  current?: VisaRow,
): Promise<void> => {
  const { countryActive, jobActive } = await findLookupStates(executor, input.countryId, input.jobId);
  const fieldErrors: Record<string, string[]> = {};
  const refuse = (field: string, key: MessageKey) => (fieldErrors[field] = [translate(language, key)]);
  if (countryActive === null) refuse('countryId', 'countries.unknown');
  else if (!countryActive && input.countryId !== current?.countryId)
    refuse('countryId', 'visas.inactiveCountry');
  if (jobActive === null) refuse('jobId', 'visas.unknownJob');
  else if (!jobActive && input.jobId !== current?.jobId) refuse('jobId', 'visas.inactiveJob');
  if (Object.keys(fieldErrors).length > 0) throw badRequest('errors.validation', { fieldErrors });
};

/** Runs a write; a visa number that already exists answers 409 with the message on the number. */
const withUniqueNumber = async <T>(
  number: string,
  language: Language,
  write: () => Promise<T>,
): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict('visas.numberTaken', {
      params: { number },
      fieldErrors: { number: [translate(language, 'visas.numberTaken', { number })] },
    });
  }
};

/** The visa as the API answers it, read in the same transaction. */
const answer = async (tx: Executor, id: number): Promise<Visa> => {
  const row = await findVisaWithLookups(tx, id);
  if (!row) throw notFound();
  return toVisa(row);
};

/** Adds one visa by hand (status AVAILABLE), with its "create" history entry. */
export const createVisa = (
  db: Database,
  userId: number,
  input: VisaInput,
  language: Language,
): Promise<Visa> =>
  withUniqueNumber(input.number, language, () =>
    db.transaction(async (tx) => {
      await checkLookups(tx, input, language);
      const row = await insertVisa(tx, input);
      const changes = creationChanges(row, VISA_HISTORY_FIELDS);
      await recordChange(tx, {
        entityType: 'visa',
        entityId: row.id,
        action: 'create',
        changedBy: userId,
        changes,
      });
      return answer(tx, row.id);
    }),
  );

/**
 * Changes an AVAILABLE visa (a USED one belongs to its employment request: 409), on the version it
 * was read on: another version is a 409 and changes nothing (docs/decisions/0039).
 */
export const updateVisa = (
  db: Database,
  userId: number,
  id: number,
  { rowVersion, ...input }: VisaUpdate,
  language: Language,
): Promise<Visa> =>
  withUniqueNumber(input.number, language, () =>
    db.transaction(async (tx) => {
      const current = await findVisa(tx, id, true);
      if (!current) throw notFound();
      checkVersion(current, rowVersion);
      if (current.status !== VISA_STATUS.AVAILABLE) throw conflict('visas.used');
      await checkLookups(tx, input, language, current);
      const changes = diffChanges(current, input);
      if (Object.keys(changes).length === 0) return answer(tx, id);
      await updateVisaRow(tx, { id, rowVersion }, input);
      await recordChange(tx, {
        entityType: 'visa',
        entityId: id,
        action: 'update',
        changedBy: userId,
        changes,
      });
      return answer(tx, id);
    }),
  );
