import autocannon from 'autocannon';
import pg from 'pg';

type Me = {
  memberships: {
    establishment: {
      id: { laborOfficeId: number; sequenceNumber: number };
      role: string;
      organizationId: number;
    };
  }[];
};

const ROWS = 100_000;

/** Adds 100,000 jobs so the list query works on a realistic table size. */
export const fillJobs = async (databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into jobs (code, name_ar, name_en, allowed_gender, active)
     select 'BENCH-' || g, 'مهنة ' || g, 'Bench career ' || g,
            (array['ANY','FEMALE','MALE'])[1 + g % 3], g % 10 <> 0
     from generate_series(1, $1) g on conflict do nothing`,
    [ROWS],
  );
  // What autovacuum does to a table of this size in production: statistics and the visibility map
  // (which lets the total be counted from an index alone).
  await client.query('vacuum analyze jobs');
  await client.end();
};

/** The establishment headers of spec section 7 for the person's first membership. */
export const establishmentHeaders = async (
  baseUrl: string,
  token: string,
): Promise<Record<string, string>> => {
  const me = (await (
    await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Me;
  const first = me.memberships[0];
  if (!first) throw new Error('the admin has no membership');
  const { id, role, organizationId } = first.establishment;
  return {
    authorization: `Bearer ${token}`,
    'x-establishment': `${id.laborOfficeId}-${id.sequenceNumber}`,
    'x-role': role,
    'x-organization-id': String(organizationId),
  };
};

/**
 * A filtered, sorted page with its total, as the jobs screen asks for it: one person at a time (the
 * answer time), then ten at once (the same answer under load on this 2-core machine).
 */
export const measureListPage = async (baseUrl: string, headers: Record<string, string>) => {
  const url = `${baseUrl}/api/lookups/jobs?allowedGender=FEMALE&active=true&sort=code&dir=desc&page=3&size=10`;
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`the jobs list answered ${probe.status}: ${await probe.text()}`);
  const body = (await probe.json()) as { total: number };
  const alone = await autocannon({ url, connections: 1, duration: 5, headers });
  const loaded = await autocannon({ url, connections: 10, duration: 5, headers });
  return {
    total: body.total,
    mean: alone.latency.average,
    p99: alone.latency.p99,
    loadedMean: loaded.latency.average,
  };
};
