import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MY_CONTRACT_LOOKUP_RESULTS } from '@portal/contracts/my-contract';
import { employmentRequests } from './employment-requests';

/**
 * Every lookup of the public worker's status check (`POST /api/my-contract`, issue 25): when, from
 * which address — as a keyed hash, never the address itself — which request it matched, if any, and
 * how it ended. Read by no route: it is there for abuse review (decision 0055).
 */
export const myContractLookups = pgTable(
  'my_contract_lookups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lookedUpAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** HMAC-SHA256 of the caller's address with a secret of the database (hex). */
    addressHash: text().notNull(),
    employmentRequestId: integer().references(() => employmentRequests.id, { onDelete: 'set null' }),
    result: text({ enum: MY_CONTRACT_LOOKUP_RESULTS }).notNull(),
  },
  (t) => [
    index('my_contract_lookups_time_idx').on(t.lookedUpAt),
    index('my_contract_lookups_address_idx').on(t.addressHash, t.lookedUpAt),
    index('my_contract_lookups_request_idx').on(t.employmentRequestId),
  ],
);
