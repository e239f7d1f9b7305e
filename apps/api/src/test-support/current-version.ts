import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SETTING_KEYS, type SettingKey } from '@portal/contracts/settings';
import type { Database } from '../db/client';
import {
  candidates,
  employers,
  memberships,
  organizations,
  partnershipContracts,
  visas,
} from '../db/schema/index';
import type { VersionedTable } from '../lib/versioned-update';
import { DEFAULT_SETTING_VERSION, findSetting } from '../modules/settings/repository';

type VersionOf = (db: Database, key: string) => Promise<number | undefined>;

/** The version of the row of `table` whose `column` is the path's number. */
const versionBy =
  (table: VersionedTable, column: PgColumn = table.id): VersionOf =>
  async (db, key) => {
    const [row] = await db
      .select({ rowVersion: table.rowVersion })
      .from(table as PgTable)
      .where(eq(column, Number(key)));
    return row?.rowVersion as number | undefined;
  };

/** Each edit route of a versioned record (docs/decisions/0039) and how to read the record's version. */
const VERSIONED_EDITS: [RegExp, VersionOf][] = [
  [/^\/api\/partnership\/contracts\/(\d+)$/, versionBy(partnershipContracts)],
  [/^\/api\/employers\/(\d+)$/, versionBy(employers)],
  [/^\/api\/organizations\/(\d+)$/, versionBy(organizations)],
  [/^\/api\/visas\/(\d+)$/, versionBy(visas)],
  [/^\/api\/hr-pool\/candidates\/(\d+)$/, versionBy(candidates)],
  [/^\/api\/subusers\/(\d+)\/(?:rights|status)$/, versionBy(memberships, memberships.userId)],
  [
    /^\/api\/settings\/(\w+)$/,
    async (db, key) =>
      SETTING_KEYS.includes(key as SettingKey)
        ? ((await findSetting(db, key as SettingKey))?.rowVersion ?? DEFAULT_SETTING_VERSION)
        : undefined,
  ],
];

/**
 * The `rowVersion` an edit made now sends for the record a PUT path names (as a form that has just
 * read it); undefined for a path of no versioned record. Tests that edit but do not test the
 * versions themselves use it.
 */
export const currentVersion = async (db: Database, url: string): Promise<number | undefined> => {
  for (const [path, versionOf] of VERSIONED_EDITS) {
    const match = path.exec(url.split('?')[0]!);
    if (match) return (await versionOf(db, match[1]!)) ?? 1;
  }
  return undefined;
};

/** A PUT body with the current `rowVersion` of the record its path names, unless it has one. */
export const withCurrentVersion = async (db: Database, url: string, payload: object): Promise<object> => {
  if ('rowVersion' in payload) return payload;
  const rowVersion = await currentVersion(db, url);
  return rowVersion === undefined ? payload : { ...payload, rowVersion };
};
