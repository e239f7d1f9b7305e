import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, formatEstablishmentKey, HEADERS } from '@portal/contracts/http-headers';
import {
  captchaChallengeSchema,
  registrationCreatedSchema,
  registrationListSchema,
} from '@portal/contracts/registration';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { openSignInPage, signInWithPassword } from './plugins/identity/test-support/sign-in';
import { multipartBody, PDF_BYTES } from './platform/uploads/multipart-body.test-support';
import { databaseUrlFor, quoteIdent, runStatement } from './test-support/postgres-urls';
import { membershipOf } from './test-support/test-app';
import {
  startRoundRobinBalancer,
  TEST_CLIENT_ADDRESS,
  type Balancer,
} from './test-support/round-robin-balancer';
import { freePort, startServerProcess, waitUntil, type ServerProcess } from './test-support/server-process';

/**
 * Two instances of the portal, as separate processes, on one fresh PostgreSQL database and one
 * Redis, behind a balancer that sends each request to the next instance: what holds for one
 * instance must hold for the pair (docs/decisions/0042 and after: shared counters, one start at a
 * time, files in the database).
 */
const REGISTRATIONS_PER_HOUR = 3;
const CLIENT_ERRORS_PER_MINUTE = 30;
const SIGN_IN_FAILURES_PER_PAIR = 10;
const SIGN_IN_FAILURES_PER_ADDRESS = 20;
const SIGN_IN_FREE_FAILURES_PER_ACCOUNT = 10;

const CSRF = 'multi-instance-csrf-token';
const ANONYMOUS = { cookie: `${CSRF_COOKIE}=${CSRF}`, [HEADERS.csrf]: CSRF };

const FIELDS = {
  organizationType: 'EPRO',
  nameAr: 'وكالة النور',
  nameEn: 'Al Noor Agency',
  countryId: '1',
  licenseNumber: 'PH-2026-77',
  contactName: 'Maria Santos',
  contactPhone: '+63 912 345 6789',
  email: 'maria@alnoor.example',
};

describe('two instances behind a round-robin balancer', () => {
  const database = `portal_multi_${process.pid}_${randomBytes(3).toString('hex')}`;
  const adminUrl = databaseUrlFor(process.env.DATABASE_URL ?? '', 'postgres');
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'portal-instance-')));
  let balancer: Balancer;
  let instances: ServerProcess[] = [];
  const databaseUrlOf = () => databaseUrlFor(process.env.DATABASE_URL ?? '', database);

  const admin = (statement: string) => runStatement(adminUrl, statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${quoteIdent(database)}`);
    const ports = [await freePort(), await freePort()];
    balancer = await startRoundRobinBalancer(ports.map((port) => `http://127.0.0.1:${port}`));
    const env = {
      DATABASE_URL: databaseUrlOf(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `${database}:`,
      PUBLIC_URL: balancer.url,
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
      CAPTCHA_MAX_NUMBER: '1000',
      // Long enough that the attempts after the free ones all fall inside the account's delay.
      SIGN_IN_ACCOUNT_DELAY_MS: '120000',
    };
    // Both at the same moment, on a database with no tables yet.
    instances = ports.map((port, index) =>
      startServerProcess(port, { ...env, DATA_DIR: dataDirs[index] ?? '' }),
    );
    await Promise.all(instances.map((instance) => instance.ready()));
  }, 360_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await balancer?.close();
    await admin(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const from = (address: string) => ({ [TEST_CLIENT_ADDRESS]: address });

  /** What the web app sends with a signed-in person's calls: the token and the chosen membership. */
  const membershipHeaders = async (accessToken: string, username: string) => {
    const database = await openDatabase({ databaseUrl: databaseUrlOf(), poolSize: 1 });
    try {
      const { establishment, membership } = await membershipOf(database.db, username, 0);
      return {
        authorization: `Bearer ${accessToken}`,
        [HEADERS.establishment]: formatEstablishmentKey(
          establishment.laborOfficeId,
          establishment.sequenceNumber,
        ),
        [HEADERS.role]: membership.role,
        [HEADERS.organizationId]: String(establishment.organizationId),
      };
    } finally {
      await database.close();
    }
  };

  it('both instances came up on the fresh database and share the work', async () => {
    const before = balancer.counts();
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${balancer.url}/api/ready`)).status).toBe(200);
    const after = balancer.counts();
    expect(after.map((count, index) => count - (before[index] ?? 0))).toEqual([2, 2]);
  });

  /** Wrong passwords for `username` from `address` until the page stops answering 401. */
  const failSignIns = async (username: string, address: string, tries: number) => {
    const { browser, res, action } = await openSignInPage(
      balancer.url,
      { redirect_uri: `${balancer.url}/login/callback` },
      from(address),
    );
    const statuses: number[] = [];
    for (let i = 0; i < tries; i += 1) {
      const answer = await browser.send(new URL(action, res.url).href, {
        form: { username, password: `wrong-${i}` },
        headers: from(address),
      });
      statuses.push(answer.status);
    }
    return statuses;
  };

  it('stops failed sign-ins of one account from one address at the configured number', async () => {
    const statuses = await failSignIns('office', '198.51.100.1', SIGN_IN_FAILURES_PER_PAIR + 2);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES_PER_PAIR);
    expect(statuses.slice(SIGN_IN_FAILURES_PER_PAIR)).toEqual([429, 429]);
  });

  it('stops failed sign-ins from one address across accounts at the configured number', async () => {
    const address = '198.51.100.2';
    const statuses = [
      ...(await failSignIns('company', address, SIGN_IN_FAILURES_PER_ADDRESS / 2)),
      ...(await failSignIns('samol', address, SIGN_IN_FAILURES_PER_ADDRESS / 2)),
      ...(await failSignIns('embassy-ph', address, 2)),
    ];
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES_PER_ADDRESS);
    expect(statuses.slice(SIGN_IN_FAILURES_PER_ADDRESS)).toEqual([429, 429]);
  });

  it('makes one account wait after the configured failures from any addresses, even for its password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_ACCOUNT + 2; i += 1)
      statuses.push(...(await failSignIns('agency-id', `203.0.113.${i + 1}`, 1)));
    expect(statuses).toEqual([...Array<number>(SIGN_IN_FREE_FAILURES_PER_ACCOUNT).fill(401), 429, 429]);
    const { browser, res, action } = await openSignInPage(
      balancer.url,
      { redirect_uri: `${balancer.url}/login/callback` },
      from('203.0.113.99'),
    );
    const rightPassword = await browser.send(new URL(action, res.url).href, {
      form: { username: 'agency-id', password: DEMO_PASSWORD },
      headers: from('203.0.113.99'),
    });
    expect(rightPassword.status).toBe(429);
  });

  const solvedCaptcha = async (address: string) => {
    const challenge = captchaChallengeSchema.parse(
      await (await fetch(`${balancer.url}/api/registrations/captcha`, { headers: from(address) })).json(),
    );
    const { challenge: text, salt, algorithm, maxnumber } = challenge;
    const solution = await solveChallenge(text, salt, algorithm, maxnumber).promise;
    if (!solution) throw new Error('no captcha solution');
    return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
  };

  const register = async (address: string, licenseNumber: string) => {
    const body = multipartBody({ ...FIELDS, licenseNumber, captcha: await solvedCaptcha(address) }, [
      { name: 'documents', filename: 'licence.pdf', bytes: PDF_BYTES },
    ]);
    return fetch(`${balancer.url}/api/registrations`, {
      method: 'POST',
      headers: { ...body.headers, ...ANONYMOUS, ...from(address) },
      body: body.payload,
    });
  };

  it('takes the configured number of registrations an hour from one address, then refuses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATIONS_PER_HOUR; i += 1)
      statuses.push((await register('198.51.100.3', `PH-2026-9${i}`)).status);
    expect(statuses).toEqual([...Array<number>(REGISTRATIONS_PER_HOUR).fill(201), 429]);
  });

  it('holds an API rate limit at its number across the instances', async () => {
    const report = JSON.stringify({ message: 'two instances', url: `${balancer.url}/`, time: new Date() });
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i += 1) {
      const answer = await fetch(`${balancer.url}/api/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ANONYMOUS, ...from('198.51.100.4') },
        body: report,
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([429]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('serves a document uploaded through one instance from both', async () => {
    const created = await register('198.51.100.5', 'PH-2026-55');
    expect(created.status).toBe(201);
    const { reference } = registrationCreatedSchema.parse(await created.json());
    const { accessToken } = await signInWithPassword(balancer.url, 'admin', DEMO_PASSWORD, {
      redirectUri: `${balancer.url}/login/callback`,
    });
    const auth = await membershipHeaders(accessToken, 'admin');
    const listed = await fetch(`${balancer.url}/api/registrations?q=${reference}`, { headers: auth });
    expect(listed.status).toBe(200);
    const registration = registrationListSchema
      .parse(await listed.json())
      .items.find((item) => item.reference === reference);
    const document = registration?.documents[0];
    expect(document).toBeDefined();
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(
        `${balancer.url}/api/registrations/${registration?.id}/documents/${document?.id}`,
        { headers: auth },
      );
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    }
  });

  it('runs each schedule once per period across the two instances', async () => {
    const client = new pg.Client({ connectionString: databaseUrlOf() });
    await client.connect();
    try {
      // Both instances offer the expiry sweep every minute; the database keeps one job a period.
      await waitUntil(
        'two periods of the expiry sweep',
        150_000,
        async () => {
          const { rows } = await client.query<{ periods: number }>(
            `SELECT count(DISTINCT singleton_on)::int AS periods FROM pgboss.job
            WHERE name = 'employment-requests.expiry-sweep' AND state = 'completed'`,
          );
          return (rows[0]?.periods ?? 0) >= 2;
        },
        1_000,
      );
      const twice = await client.query(
        `SELECT name, singleton_on, count(*)::int AS jobs FROM pgboss.job
          WHERE singleton_on IS NOT NULL GROUP BY name, singleton_on HAVING count(*) > 1`,
      );
      expect(twice.rows).toEqual([]);
    } finally {
      await client.end();
    }
  }, 200_000);
});
