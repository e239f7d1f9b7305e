// The floor under a read's ratio (decision 0086): the thinnest Node server on the statements the
// API's call sent, as captured. Fastify with no plugins, no logging, no sign-in, no answer check;
// node-postgres with a pool of the API's size, each statement prepared once per connection and run
// in the captured order with the captured parameters, all on one connection of the pool; the answer
// is the last statement's rows as JSON. What a signed-in read costs beyond this is the API's own;
// what this costs beyond pgbench is HTTP and JavaScript, which no change to the API can remove.
// Started by floor.ts.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

type Statement = { sql: string; params: (string | null)[] };

const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS!, 'utf8')) as Statement[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.FLOOR_POOL_SIZE),
});

const app = Fastify({ logger: false });
app.get('/floor', async () => {
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
});
await app.listen({ port: Number(process.env.PORT), host: 'localhost' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
