import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
