import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Stored artefacts of the embedded OpenID Connect provider (sessions, grants, codes, tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text().notNull(),
    model: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Signing keys and cookie secrets of the embedded provider, so they survive a restart. */
export const oidcSecrets = pgTable('oidc_secrets', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong passwords for an account since its owner last acknowledged them: shown to the owner after
 * their next sign-in, then removed (docs/decisions/0043). The fast counters are in Redis or memory.
 */
export const signInFailures = pgTable('sign_in_failures', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attempts: integer().notNull(),
  /** Distinct client addresses, at most 100 kept (the count stops there). */
  addresses: text().array().notNull(),
  firstAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
