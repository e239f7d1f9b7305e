// `npm run fuzz`: the input-fuzzing test with 10,000 generated calls per operation (FUZZ_RUNS),
// its operations split over parallel processes (FUZZ_SHARDS, default: the cores, at most 4). Prints
// one table per database: requests, 4xx, 5xx and schema breaks per operation; exits 1 on any 5xx,
// schema break, untranslated 4xx or uncovered operation.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = process.env.FUZZ_RUNS ?? '10000';
const shards = Number(process.env.FUZZ_SHARDS ?? Math.min(4, availableParallelism()));
const reports = mkdtempSync(join(tmpdir(), 'portal-fuzz-'));

const runShard = (shard) =>
  new Promise((resolve) => {
    const log = join(reports, `shard-${shard}.log`);
    const chunks = [];
    const child = spawn(
      join(root, 'node_modules/.bin/vitest'),
      ['run', '--config', 'apps/api/vitest.config.ts', 'src/input-fuzzing.test.ts'],
      {
        cwd: root,
        env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SHARD: `${shard}/${shards}`, FUZZ_REPORT: reports },
      },
    );
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      console.info(`shard ${shard}/${shards} ${code === 0 ? 'passed' : `failed (output: ${log})`}`);
      resolve(code === 0);
    });
  });

const table = (results) => {
  const header = [
    'operation',
    'caller',
    'requests',
    '2xx/3xx',
    '4xx',
    '5xx',
    'schema breaks',
    'untranslated',
  ];
  const rows = results.map((s) =>
    [
      s.operation,
      s.caller,
      s.requests,
      s.ok,
      s.clientErrors,
      s.serverErrors,
      s.schemaBreaks,
      s.untranslated,
    ].map(String),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};

console.info(
  `Fuzzing every API operation with ${runs} calls each in ${shards} processes (reports: ${reports})`,
);
const started = Date.now();
const passed = (await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)))).every(
  Boolean,
);

let broken = 0;
const byDatabase = new Map();
for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
  const database = file.split('-')[0];
  const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
  const entry = byDatabase.get(database) ?? { results: [], uncovered: [] };
  entry.results.push(...report.results);
  entry.uncovered.push(...report.uncovered);
  byDatabase.set(database, entry);
}
for (const [database, { results, uncovered }] of byDatabase) {
  results.sort((a, b) => a.operation.localeCompare(b.operation));
  console.info(`\n${database}: ${results.length} operations\n${table(results)}`);
  for (const failure of results.flatMap((s) => s.failures)) console.info(`  ${failure}`);
  if (uncovered.length > 0) console.info(`  operations no demo account may call: ${uncovered.join(', ')}`);
  broken +=
    uncovered.length + results.reduce((sum, s) => sum + s.serverErrors + s.schemaBreaks + s.untranslated, 0);
}
console.info(`\n${((Date.now() - started) / 1000).toFixed(0)} s, ${broken} problems`);
process.exit(passed && broken === 0 && byDatabase.size > 0 ? 0 : 1);
