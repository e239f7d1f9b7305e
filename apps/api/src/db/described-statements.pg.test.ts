import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { installDescribeOnce } from './described-statements';

const URL = process.env.DATABASE_URL ?? '';
// An integer, a text, a timestamp with time zone and a JSON value: each read by its own parser.
const READ = {
  name: 'described-statements-read',
  text: `select $1::int as n, 'أحمد' as name, timestamptz '2026-12-01 10:00:00+00' as at, '{"a":1}'::json as data`,
};
const ROW = [7, 'أحمد', new Date('2026-12-01T10:00:00Z'), { a: 1 }];

type Counted = pg.Client & { connection: { on: (event: string, listener: () => void) => void } };

/** A client that counts the row descriptions PostgreSQL sent it. */
const openClient = async (config: pg.ClientConfig = {}) => {
  const client = new pg.Client({ connectionString: URL, ...config }) as Counted;
  await client.connect();
  const counts = { descriptions: 0 };
  client.connection.on('rowDescription', () => (counts.descriptions += 1));
  return { client, counts };
};

describe('a named statement is described once per connection (decision 0104)', () => {
  const clients: pg.Client[] = [];
  const open = async (config?: pg.ClientConfig) => {
    const opened = await openClient(config);
    clients.push(opened.client);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });

  it('is installed on the pg this project runs', () => {
    expect(installDescribeOnce()).toBe(true);
    expect(installDescribeOnce()).toBe(true);
  });

  it('reads every call’s rows with the first call’s description, as arrays and as objects', async () => {
    installDescribeOnce();
    const { client, counts } = await open();
    for (let call = 0; call < 3; call += 1) {
      const asArrays = await client.query({ ...READ, values: [7], rowMode: 'array' });
      expect(asArrays.rows).toEqual([ROW]);
      expect(asArrays.fields.map((field) => field.name)).toEqual(['n', 'name', 'at', 'data']);
      const asObjects = await client.query({ ...READ, values: [8] });
      expect(asObjects.rows).toEqual([{ n: 8, name: ROW[1], at: ROW[2], data: ROW[3] }]);
    }
    expect(counts.descriptions).toBe(1);
  });

  it('keeps a description to its connection: another connection is described anew', async () => {
    installDescribeOnce();
    const first = await open();
    const second = await open();
    await first.client.query({ ...READ, values: [1] });
    await first.client.query({ ...READ, values: [2] });
    const rows = await second.client.query({ ...READ, values: [3], rowMode: 'array' });
    expect(rows.rows).toEqual([[3, ...ROW.slice(1)]]);
    expect([first.counts.descriptions, second.counts.descriptions]).toEqual([1, 1]);
  });

  it('on a pipelined connection: calls sent before the first description came are answered right', async () => {
    installDescribeOnce();
    const { client, counts } = await open({ pipeline: true } as pg.ClientConfig);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => client.query({ ...READ, values: [n], rowMode: 'array' })),
    );
    expect(answers.map((answer) => answer.rows[0])).toEqual(
      Array.from({ length: 6 }, (_, n) => [n, ...ROW.slice(1)]),
    );
    const later = await client.query({ ...READ, values: [9], rowMode: 'array' });
    expect(later.rows).toEqual([[9, ...ROW.slice(1)]]);
    // Each call sent before the first answer asked for its own; none after.
    const described = counts.descriptions;
    await client.query({ ...READ, values: [10] });
    expect(counts.descriptions).toBe(described);
  });

  it('a failing call leaves the statement and its description usable', async () => {
    installDescribeOnce();
    const { client, counts } = await open();
    await client.query({ ...READ, values: [1] });
    await expect(client.query({ ...READ, values: ['not a number'] })).rejects.toThrow(/integer/);
    expect((await client.query({ ...READ, values: [2], rowMode: 'array' })).rows).toEqual([
      [2, ...ROW.slice(1)],
    ]);
    expect(counts.descriptions).toBe(1);
  });

  it('a statement without rows, an unnamed one and a paged read are described as pg always did', async () => {
    installDescribeOnce();
    const { client, counts } = await open();
    await client.query('create temporary table described_statements_probe (n int)');
    for (let call = 0; call < 2; call += 1)
      await client.query({
        name: 'described-statements-insert',
        text: 'insert into described_statements_probe values ($1)',
        values: [call],
      });
    expect(counts.descriptions).toBe(0);
    for (let call = 0; call < 2; call += 1)
      expect((await client.query({ text: READ.text, values: [call] })).rows[0].n).toBe(call);
    expect(counts.descriptions).toBe(2);
    // A paged read of a named statement (a portal read a row at a time) asks at every call.
    for (let call = 0; call < 2; call += 1) {
      const paged = { ...READ, name: 'described-statements-paged', values: [call], rows: 1 };
      expect((await client.query(paged as pg.QueryConfig)).rows).toEqual([
        { n: call, name: ROW[1], at: ROW[2], data: ROW[3] },
      ]);
    }
    expect(counts.descriptions).toBe(4);
  });
});
