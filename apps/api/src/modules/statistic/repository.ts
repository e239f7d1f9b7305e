import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema/index';

export const findCountryCode3 = async (db: Database, countryId: number): Promise<string | null> => {
  const [row] = await db
    .select({ code3: countries.code3 })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  return row?.code3 ?? null;
};
