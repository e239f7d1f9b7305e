import { and, eq } from 'drizzle-orm';
import { countries, employerWatchlist, organizations, reasons, users } from '../../db/schema/index';
import type { Caller } from '../../test-support/authorization-matrix/callers';
import type { TestApp } from '../../test-support/test-app';

type MatrixRecord = { params: Record<string, string | number>; visibleTo?: (caller: Caller) => boolean };

/**
 * For the authorization matrix: a flag on an employer for the Philippines. Admins and the
 * embassies of the Philippines see it; an embassy of another country gets 404 (decision 0062).
 */
export const watchlistRecords = async (t: TestApp): Promise<Record<'watchlistEntry', MatrixRecord>> => {
  const { db } = t.database;
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code3, 'PHL'));
  const [reason] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(and(eq(reasons.kind, 'WATCHLIST'), eq(reasons.active, true)))
    .limit(1);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!country || !reason || !admin) throw new Error('the demo data has no PHL, WATCHLIST reason or admin');
  const [row] = await db
    .insert(employerWatchlist)
    .values({
      nationalId: '1999999980',
      reasonId: reason.id,
      countryId: country.id,
      reviewOn: '2999-01-01',
      createdBy: admin.id,
    })
    .returning({ id: employerWatchlist.id });
  const countryOf = new Map(
    (await db.select({ id: organizations.id, countryId: organizations.countryId }).from(organizations)).map(
      (o) => [o.id, o.countryId],
    ),
  );
  return {
    watchlistEntry: {
      params: { id: row!.id },
      visibleTo: (caller) => {
        const establishment = caller.membership?.establishment;
        if (!establishment) return false;
        if (establishment.role === 'ADMIN') return true;
        return (
          ['FOREIGN_EMBASSY', 'SA_EMBASSY'].includes(establishment.role) &&
          countryOf.get(establishment.organizationId) === country.id
        );
      },
    },
  };
};
