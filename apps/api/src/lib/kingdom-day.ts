import { sql } from 'drizzle-orm';
import { KINGDOM_UTC_OFFSET_MS } from '@portal/contracts/constants';

const OFFSET_HOURS = KINGDOM_UTC_OFFSET_MS / 3_600_000;

/**
 * Today in the kingdom as an SQL date, whatever the database session's time zone: the programme's
 * calendar (`todayInKingdom` in the contracts) for the rules the database evaluates (a suspension
 * in force, a licence expired). `current_date` would be the server's day, which is yesterday there
 * from 21:00 UTC. A sub-select, so that the database works it out once per statement (an init
 * plan), not once per row it compares.
 */
export const kingdomTodaySql = sql.raw(
  `(select ((now() at time zone 'UTC') + interval '${OFFSET_HOURS} hours')::date)`,
);
