// The floor under a read's ratio (decision 0086): the thinnest Node server on the statements the
// API's call sent, as captured. Fastify with no plugins, no logging, no sign-in, no answer check;
// a pool of the API's size, each statement prepared once per connection and run in the captured
// order with the captured parameters; the answer is the last statement's rows as JSON. What a
// signed-in read costs beyond this is the API's own; what this costs beyond pgbench is HTTP and
// JavaScript, which no change to the API can remove. The driver is the API's own, node-postgres
// (all on one connection of the pool), node-postgres on shared pipelined connections
// (FLOOR_DRIVER=pg-pipeline, decision 0102), or postgres.js (FLOOR_DRIVER=postgres), to weigh a
// change of driver (decision 0101). Started by floor.ts.
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import postgres from 'postgres';
import type { FloorDriver } from './floor';

type Statement = { sql: string; params: (string | null)[] };

const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS!, 'utf8')) as Statement[];
const url = process.env.DATABASE_URL!;
const max = Number(process.env.FLOOR_POOL_SIZE);

/** Runs the statements in order; answers the last one's rows. */
const runners: Record<FloorDriver, () => { run: () => Promise<unknown[]>; end: () => Promise<void> }> = {
  pg: () => {
    const pool = new pg.Pool({ connectionString: url, max });
    return {
      run: async () => {
        const client = await pool.connect();
        try {
          let rows: unknown[] = [];
          for (const [index, statement] of statements.entries())
            ({ rows } = await client.query({
              name: `floor_${index}`,
              text: statement.sql,
              values: statement.params,
            }));
          return rows;
        } finally {
          client.release();
        }
      },
      end: () => pool.end(),
    };
  },
  'pg-pipeline': () => {
    // Connections in pg's pipeline mode (one unless told) shared by every call: a statement is written without
    // waiting for the one before it on the connection, and the statements of one turn of the event
    // loop go out in one write (the socket corked until setImmediate).
    const clients = Array.from(
      { length: Number(process.env.FLOOR_PIPELINE_CONNECTIONS ?? 1) },
      () => new pg.Client({ connectionString: url, pipeline: true } as pg.ClientConfig),
    );
    const ready = Promise.all(clients.map((client) => client.connect()));
    const corked = new Set<pg.Client>();
    const sending = (client: pg.Client) => {
      if (corked.has(client)) return client;
      const stream = (client as unknown as { connection: { stream: Socket } }).connection.stream;
      stream.cork();
      corked.add(client);
      setImmediate(() => {
        corked.delete(client);
        stream.uncork();
      });
      return client;
    };
    let next = 0;
    return {
      run: async () => {
        await ready;
        const client = clients[(next = (next + 1) % clients.length)]!;
        let rows: unknown[] = [];
        for (const [index, statement] of statements.entries())
          ({ rows } = await sending(client).query({
            name: `floor_${index}`,
            text: statement.sql,
            values: statement.params,
          }));
        return rows;
      },
      end: async () => {
        await Promise.all(clients.map((client) => client.end()));
      },
    };
  },
  postgres: () => {
    // `unsafe` sends unnamed statements unless told to prepare (planned on every call, three to ten
    // times slower here); the parameters go as captured.
    const sql = postgres(url, { max, fetch_types: false });
    return {
      run: async () => {
        let rows: unknown[] = [];
        for (const statement of statements)
          rows = await sql.unsafe(statement.sql, statement.params, { prepare: true });
        return rows;
      },
      end: () => sql.end(),
    };
  },
};

const { run, end } = runners[(process.env.FLOOR_DRIVER ?? 'pg') as FloorDriver]();
const app = Fastify({ logger: false });
app.get('/floor', run);
await app.listen({ port: Number(process.env.PORT), host: 'localhost' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => end().then(() => process.exit(0))));
