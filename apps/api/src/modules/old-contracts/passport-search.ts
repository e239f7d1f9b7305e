import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerConnection } from '../../db/named-statements';
import { countries, oldWorkerContracts } from '../../db/schema/index';
import type { OldContractWithCountry } from './repository';

/**
 * The passport search, the embassies' most frequent call, as two prepared statements (every
 * country, one country): planning the query costs several times its execution on a table with
 * five indexes (about 0.9 ms against 0.1 ms on 5,000,000 rows), and a prepared statement plans it
 * once per connection.
 */
const prepare = (db: Database, scoped: boolean) =>
  db
    .select({
      contract: oldWorkerContracts,
      country: {
        id: countries.id,
        code3: countries.code3,
        nameAr: countries.nameAr,
        nameEn: countries.nameEn,
      },
    })
    .from(oldWorkerContracts)
    .innerJoin(countries, eq(countries.id, oldWorkerContracts.countryId))
    .where(
      and(
        eq(oldWorkerContracts.passportNumber, sql.placeholder('passport')),
        scoped ? eq(oldWorkerContracts.countryId, sql.placeholder('countryId')) : undefined,
      ),
    )
    .orderBy(desc(oldWorkerContracts.contractDate), desc(oldWorkerContracts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(scoped ? 'old_contracts_by_passport_in_country' : 'old_contracts_by_passport');

const statementsOf = preparedPerConnection((db) => ({ all: prepare(db, false), scoped: prepare(db, true) }));

/** One page of the contracts with this passport, in every country (`countryId` null) or one. */
export const findByPassport = (
  db: Database,
  passport: string,
  countryId: number | null,
  limit: number,
  offset: number,
): Promise<OldContractWithCountry[]> => {
  const prepared = statementsOf(db);
  return countryId === null
    ? prepared.all.execute({ passport, limit, offset })
    : prepared.scoped.execute({ passport, countryId, limit, offset });
};
