import type { Language } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { translate, type MessageKey } from '../../i18n/catalogue';
import {
  creationChanges,
  deletionChanges,
  diffChanges,
  recordChange,
  type Executor,
  type HistoryEntityType,
} from '../../platform/history/service';
import { conflict, notFound, type AppError } from '../errors';
import { isUniqueViolation } from '../sql-state';
import { refuseIfUsed, type Usage } from '../where-used';
import { checkVersion } from '../versioned-update';
import type { RecordStore } from './record-store';

type BooleanField<Row> = { [K in keyof Row]: Row[K] extends boolean ? K : never }[keyof Row] & string;

type VersionedRow = { id: number; rowVersion: number };

export type LookupWritesOptions<Row extends VersionedRow, Input extends Partial<Row>, Result> = {
  /** The history's record type (also in `HISTORY_ENTITY_TYPES`). */
  entityType: HistoryEntityType;
  /** Reads and writes one row (`recordStore(table)`); without `insert` the lookup has no create. */
  store: Omit<RecordStore<Row, Input>, 'insert'> & Partial<Pick<RecordStore<Row, Input>, 'insert'>>;
  /** The input's fields: the history of a create and of a delete lists them. */
  fields: readonly (keyof Row & string)[];
  /** The answer for a written row (after its transaction; may read more, e.g. a usage count). */
  present: (db: Database, row: Row) => Result | Promise<Result>;
  /**
   * Before a create or update: throw a 400 for a bad reference, and answer the 409 a unique
   * violation of this input means (see `uniqueConflict`). Omit when the table has no unique key.
   */
  checkInput?: (db: Database, input: Input, language: Language) => Promise<() => AppError>;
  /** The flag `activate`/`deactivate` sets (omit: the lookup has no such state). */
  activeField?: BooleanField<Row>;
  /** Where a record may be used: a delete refuses (409) while any count is above 0. */
  usages?: readonly Usage[];
};

export type LookupWrites<Input, Result> = {
  create: (db: Database, userId: number, input: Input, language?: Language) => Promise<Result>;
  /** Applies `input` only while the record still has `rowVersion` (else 409 `recordChanged`). */
  update: (
    db: Database,
    userId: number,
    id: number,
    input: Input & { rowVersion: number },
    language?: Language,
  ) => Promise<Result>;
  /** Activate or deactivate; asking for the state it already has is a 409 (a stale screen). */
  setActive: (db: Database, userId: number, id: number, active: boolean) => Promise<Result>;
  /** Deletes a record nobody uses; one in use answers 409 naming where. */
  remove: (
    db: Database,
    userId: number,
    id: number,
    language?: Language,
    usages?: readonly Usage[],
  ) => Promise<void>;
};

/** The 409 of a taken unique key, with its translated message on the form field it belongs to. */
export const uniqueConflict =
  (key: MessageKey, field: string, params: Record<string, string | number>, language: Language) =>
  (): AppError =>
    conflict(key, { params, fieldErrors: { [field]: [translate(language, key, params)] } });

/**
 * A lookup's create, update, activate/deactivate and delete: each in one transaction with its
 * history row (`recordChange`), the record locked while it changes, 404 when it does not exist,
 * an update made on another row version than the record's answers 409 and changes nothing, an
 * update that changes nothing writes nothing. Every write raises the row version.
 */
export const lookupWrites = <Row extends VersionedRow, Input extends Partial<Row>, Result>(
  options: LookupWritesOptions<Row, Input, Result>,
): LookupWrites<Input, Result> => {
  const { entityType, store, fields, present } = options;

  const guarded = async <T>(
    db: Database,
    input: Input,
    language: Language,
    write: () => Promise<T>,
  ): Promise<T> => {
    const conflictOf = await options.checkInput?.(db, input, language);
    try {
      return await write();
    } catch (error) {
      if (!conflictOf || !isUniqueViolation(error)) throw error;
      throw conflictOf();
    }
  };

  const locked = async (tx: Executor, id: number): Promise<Row> => {
    const current = await store.find(tx, id, true);
    if (!current) throw notFound();
    return current;
  };

  return {
    create: async (db, userId, input, language = 'en-US') => {
      const row = await guarded(db, input, language, () =>
        db.transaction(async (tx) => {
          if (!store.insert) throw new Error(`${entityType} records are not created`);
          const inserted = await store.insert(tx, input);
          await recordChange(tx, {
            entityType,
            entityId: inserted.id,
            action: 'create',
            changedBy: userId,
            changes: creationChanges(inserted, fields),
          });
          return inserted;
        }),
      );
      return present(db, row);
    },

    update: async (db, userId, id, { rowVersion, ...fields }, language = 'en-US') => {
      const input = fields as unknown as Input;
      const row = await guarded(db, input, language, () =>
        db.transaction(async (tx) => {
          const current = await locked(tx, id);
          checkVersion(current, rowVersion);
          const changes = diffChanges(current, input);
          if (Object.keys(changes).length === 0) return current;
          const updated = await store.update(tx, id, input, rowVersion);
          await recordChange(tx, { entityType, entityId: id, action: 'update', changedBy: userId, changes });
          return updated;
        }),
      );
      return present(db, row);
    },

    setActive: async (db, userId, id, active) => {
      const field = options.activeField;
      if (!field) throw new Error(`${entityType} has no active flag`);
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, id);
        if (current[field] === active)
          throw conflict(active ? 'lookups.alreadyActive' : 'lookups.alreadyInactive');
        const updated = await store.update(tx, id, { [field]: active } as Partial<Row>);
        await recordChange(tx, {
          entityType,
          entityId: id,
          action: active ? 'activate' : 'deactivate',
          changedBy: userId,
          changes: { [field]: { from: current[field] as boolean, to: active } },
        });
        return updated;
      });
      return present(db, row);
    },

    remove: async (db, userId, id, language = 'en-US', usages = options.usages ?? []) => {
      await refuseIfUsed(db, usages, id, language);
      await db.transaction(async (tx) => {
        const current = await locked(tx, id);
        await store.remove(tx, id);
        await recordChange(tx, {
          entityType,
          entityId: id,
          action: 'delete',
          changedBy: userId,
          changes: deletionChanges(current, fields),
        });
      });
    },
  };
};
