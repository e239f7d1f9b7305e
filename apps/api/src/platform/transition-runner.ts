import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  allowedActions,
  partiesOf,
  refusalOf,
  type Actor,
  type Party,
  type TransitionDeclaration,
  type TransitionRecord,
} from '@portal/contracts/transitions/define';
import type { Database } from '../db/client';
import { executeNamed, tableRowOf } from '../db/named-statements';
import { isMessageKey, type MessageKey } from '../i18n/catalogue';
import { AppError, conflict, forbidden, notFound } from '../lib/errors';
import { recordChanged } from '../lib/versioned-update';
import type { EstablishmentSession } from '../types/session';
import type { Executor, HistoryEntityType } from './history/service';
import { updateWithHistory, type AlongsideStatement } from './history/update-with-history';
import { transitionsTaken } from './observability/process-metrics';

/** The table an action changes, with the property names of its id, status and (optional) row version. */
export type TransitionTable<T extends PgTable> = {
  table: T;
  id: keyof T['$inferSelect'] & string;
  status: keyof T['$inferSelect'] & string;
  /** A counter the runner raises by one with every transition, when the table has one. */
  rowVersion?: keyof T['$inferSelect'] & string;
  history: HistoryEntityType;
};

export type TransitionCall<S extends string, A extends string, T extends PgTable, I> = {
  declaration: TransitionDeclaration<S, A>;
  target: TransitionTable<T>;
  action: A;
  id: number;
  session: EstablishmentSession;
  /** The caller's visibility: a record outside it answers 404 (undefined: every record is visible). */
  visible?: SQL;
  /**
   * Reads the record by id whatever the visibility (e.g. one prepared statement that also reads
   * what the answer shows). The update is then guarded by the visibility too, which is read only
   * when the action is refused or the update matches nothing: a record outside it still answers 404.
   */
  readById?: (db: Database) => Promise<T['$inferSelect'] | undefined>;
  /** Status and parties of a row, as the declaration reads them. */
  recordOf: (row: T['$inferSelect']) => TransitionRecord<S>;
  /**
   * One button that stands for several declared actions (e.g. Accept, whose path the record's
   * facts decide): picks the action from the record read in the transaction, saving a read before it.
   */
  choose?: (record: TransitionRecord<S>) => A;
  /** The action's input, already checked against the declaration's schema by the route. */
  input: I;
  /**
   * Checks the input against the action taken and answers it as the action keeps it (e.g. a reason
   * id that must name an active reason of the action's kind: 400). Run only once the caller may take
   * the action, so a record outside the caller's visibility answers 404 whatever the input
   * (docs/patterns.md "Access").
   */
  checkInput?: (input: I, action: A, db: Database) => Promise<I>;
  /**
   * The row version an edit was made on (an action that takes a form, e.g. a contract's update): any
   * other version answers 409 `recordChanged` and changes nothing (docs/decisions/0039). Needs
   * `target.rowVersion`. Without it, the version read here guards the update.
   */
  expectedVersion?: number;
  /** Other columns the action sets beside the status (it may read within the transaction). */
  changes?: (
    input: I,
    action: A,
    tx: Executor,
  ) => Partial<T['$inferInsert']> | Promise<Partial<T['$inferInsert']>>;
  /**
   * What else the action writes in its update's own statement, when the update goes through
   * (`updateWithHistory`'s `alongside`, e.g. the record's clocks), and other columns those writes
   * decide. One round trip with the update: with no `effects`, no transaction either.
   */
  alongside?: (
    input: I,
    action: A,
  ) => Promise<{ values?: Partial<T['$inferInsert']>; statements: readonly AlongsideStatement[] }>;
  /** What the history keeps as the reason (a reason id, a comment), or nothing. */
  reason?: (input: I) => unknown;
  /** Other values the action records in its history entry only (e.g. the day a worker arrived). */
  noted?: (input: I) => Record<string, unknown>;
  /** The action's effects on other records, in the same transaction, after the status changed. */
  effects?: (tx: Executor, row: T['$inferSelect'], input: I) => Promise<void>;
  /**
   * Whether `effects` does anything for this action (default: yes). When it does not, the guarded
   * update and its history entry are one statement and no transaction is opened.
   */
  hasEffects?: (action: A) => boolean;
  /**
   * What the update's statement failing answers instead, e.g. a check its `alongside` raised in the
   * database (a refusal, so it counts as one): the error to throw, or the error itself when it is
   * not one of the action's.
   */
  failure?: (error: unknown) => Promise<unknown>;
};

const readVisible = async <T extends PgTable>(db: Database, table: T, where: SQL | undefined) => {
  const [raw] = await executeNamed(db, sql`select * from ${table} where ${where} limit 1`);
  return raw ? tableRowOf(db, table, raw) : undefined;
};

export const actorOf = (session: EstablishmentSession): Actor => ({
  role: session.membership.role,
  organizationId: session.organization.id,
  accessRights: session.membership.accessRights,
});

/**
 * The actions the caller may take on the record now, as the record reads answer them (`actions`):
 * the declaration's `allowedActions` for the caller, the rules this runner applies. While the
 * organisation may not write (suspended, licence expired), the access-control plugin refuses them
 * all; the screens show them disabled with that reason (`writeBlockOf`, the same rule).
 */
export const actionsFor = <S extends string, A extends string>(
  declaration: TransitionDeclaration<S, A>,
  record: TransitionRecord<S>,
  session: EstablishmentSession,
): A[] => allowedActions(declaration, record, actorOf(session));

const STATE_PARTIES = new Set<Party>(['requester', 'otherParty']);

const isSideOf = (record: TransitionRecord<string>, actor: Actor): boolean =>
  partiesOf(record.parties, actor).some((party) => party === 'office' || party === 'agency');

const key = (candidate: string): MessageKey => {
  if (!isMessageKey(candidate)) throw new Error(`missing catalogue key ${candidate}`);
  return candidate;
};

/** 409 naming the record's current status, in the caller's language. */
export const notAllowedFrom = (stem: string, status: string) =>
  conflict('transitions.notAllowedFrom', {
    translatedParams: { record: key(`${stem}.record`), status: key(`${stem}.status.${status}`) },
  });

/**
 * Takes one declared action: reads the record within the caller's visibility (404 outside it),
 * checks party and permission (403) and the starting status (409 naming the current one), updates
 * the status guarded by the states the action starts from and by the row version (so of two people
 * acting at once, the second gets 409) in the same statement as its history entry, and runs the
 * action's effects in one transaction with them. Answers the updated row.
 * Each call is counted for /metrics by record kind, action and outcome (done, refused, failed).
 */
export const runTransition = async <S extends string, A extends string, T extends PgTable, I>(
  db: Database,
  call: TransitionCall<S, A, T, I>,
): Promise<T['$inferSelect']> => {
  const labels = { record: call.declaration.stem, action: call.action };
  try {
    const updated = await takeTransition(db, call);
    transitionsTaken.inc({ ...labels, outcome: 'done' });
    return updated;
  } catch (error) {
    const status = error instanceof AppError ? error.statusCode : 500;
    transitionsTaken.inc({ ...labels, outcome: status < 500 ? 'refused' : 'failed' });
    throw error;
  }
};

const takeTransition = async <S extends string, A extends string, T extends PgTable, I>(
  db: Database,
  call: TransitionCall<S, A, T, I>,
): Promise<T['$inferSelect']> => {
  const { declaration, target, session } = call;
  const columns = getTableColumns(target.table) as Record<string, PgColumn>;
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`${name} is not a column of the transition's table`);
    return found;
  };
  const idColumn = column(target.id);
  const statusColumn = column(target.status);
  // Visibility read apart only with `readById`, and only on the way to an error.
  const unseen = async (executor: Executor = db) =>
    call.readById !== undefined &&
    call.visible !== undefined &&
    (
      await executeNamed(
        executor,
        sql`select 1 from ${target.table} where ${and(eq(idColumn, call.id), call.visible)}`,
      )
    ).length === 0;
  // Read without a lock: the update below is guarded by the status (and row version) read here,
  // so a change committed in between makes it update nothing (409), as a lock would have.
  const current = call.readById
    ? await call.readById(db)
    : await readVisible(db, target.table, and(eq(idColumn, call.id), call.visible));
  if (!current) throw notFound();
  const versionColumn = target.rowVersion ? column(target.rowVersion) : undefined;
  const readVersion = target.rowVersion ? (current as Record<string, unknown>)[target.rowVersion] : undefined;
  if (call.expectedVersion !== undefined) {
    if (!versionColumn) throw new Error('expectedVersion needs the row version of the transition table');
    if (readVersion !== call.expectedVersion) throw (await unseen()) ? notFound() : recordChanged();
  }
  const record = call.recordOf(current);
  const action = call.choose?.(record) ?? call.action;
  const rule = declaration.actions[action];
  const actor = actorOf(session);
  const refusal = refusalOf(declaration, action, record, actor);
  if (refusal && (await unseen())) throw notFound();
  if (refusal === 'status') throw notAllowedFrom(declaration.stem, record.status);
  // The requester and the other party follow the record's state (a withdrawn cancellation has
  // neither): the record's office or agency refused as one of them met a changed status, a 409.
  if (refusal === 'party' && rule.by.some((party) => STATE_PARTIES.has(party)) && isSideOf(record, actor)) {
    throw notAllowedFrom(declaration.stem, record.status);
  }
  if (refusal) throw forbidden();
  const input = call.checkInput
    ? await call.checkInput(call.input, action, db).catch(async (error: unknown) => {
        throw (await unseen()) ? notFound() : error;
      })
    : call.input;

  const reason = call.reason?.(input);
  // Before any transaction opens: what it reads is read through `db` (PGlite runs one at a time).
  const alongside = await call.alongside?.(input, action);
  const write = async (executor: Executor) => {
    const values = {
      ...(await call.changes?.(input, action, executor)),
      ...alongside?.values,
      [target.status]: rule.to,
      ...(target.rowVersion && versionColumn && { [target.rowVersion]: sql`${versionColumn} + 1` }),
    };
    const guard = and(
      eq(idColumn, call.id),
      inArray(statusColumn, [...rule.from]),
      versionColumn ? eq(versionColumn, readVersion) : undefined,
      call.readById ? call.visible : undefined,
    );
    const updated = await updateWithHistory(
      executor,
      target.table,
      values,
      guard,
      {
        entityType: target.history,
        entityId: call.id,
        changedBy: session.user.id,
        changes: {
          status: { from: record.status, to: rule.to },
          ...(reason !== undefined && reason !== null && { reason: { from: null, to: reason } }),
          ...Object.fromEntries(
            Object.entries(call.noted?.(input) ?? {}).map(([field, value]) => [
              field,
              { from: null, to: value },
            ]),
          ),
        },
      },
      alongside?.statements,
    ).catch(async (error: unknown) => {
      throw call.failure ? await call.failure(error) : error;
    });
    if (!updated) {
      if (await unseen(executor)) throw notFound();
      if (call.expectedVersion !== undefined) throw recordChanged();
      // Someone else acted between the read and the update: name the status they left.
      const [now] = await executor
        .select({ status: statusColumn })
        .from(target.table as PgTable)
        .where(eq(idColumn, call.id));
      throw notAllowedFrom(declaration.stem, String(now?.status ?? record.status));
    }
    await call.effects?.(executor, updated, input);
    return updated;
  };
  const transactional = call.effects !== undefined && (call.hasEffects?.(action) ?? true);
  return transactional ? db.transaction((tx) => write(tx)) : write(db);
};
