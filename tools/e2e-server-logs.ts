// After the end-to-end run (`npm test`, step e2e-logs): the e2e servers' request logs must hold none of
// the national ids, passport, border, visa or iqama numbers of their stores — the demo data's and
// what the journeys added (decision 0044). Each server wrote `server-<port>.log` beside its embedded
// store `data-<port>` in the run folder (apps/web/e2e/playwright.config.ts); the stores are read once
// the servers have stopped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { identifiersIn, storedIdentifiers } from '../apps/api/src/test-support/log-identifiers';

const runDir = process.argv[2];
if (!runDir || !existsSync(runDir)) {
  console.error(`e2e server logs: no run folder ${runDir ?? '(none given)'}`);
  process.exit(1);
}

const logs = readdirSync(runDir).filter((name) => /^server-\d+\.log$/.test(name));
const problems: string[] = [];
if (logs.length === 0) problems.push(`no server-<port>.log in ${runDir}`);
for (const name of logs) {
  const port = /\d+/.exec(name)![0];
  // The log's JSON lines; the demo start's banner (the demo accounts for the person at the console,
  // with their made-up ids) is not a log line.
  const log = readFileSync(join(runDir, name), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .join('\n');
  // A log without requests would pass for the wrong reason (a server that logged elsewhere).
  const requests = (log.match(/"url":"\/api\//g) ?? []).length;
  if (requests < 10)
    problems.push(`${name}: only ${requests} request lines; the check needs the request log`);
  const database = await openDatabase({ dataDir: join(runDir, `data-${port}`) });
  try {
    const identifiers = await storedIdentifiers(database);
    if (identifiers.length < 10)
      problems.push(`${name}: its store holds only ${identifiers.length} identifiers`);
    const { found, lines } = identifiersIn(log, identifiers);
    if (found.length > 0)
      problems.push(`${name} holds ${found.length} identifiers:\n${lines.slice(0, 20).join('\n')}`);
    console.info(
      `e2e server logs: ${name}: ${requests} request lines, ${identifiers.length} identifiers, ${found.length} found`,
    );
  } finally {
    await database.close();
  }
}
if (problems.length > 0) {
  console.error(`e2e server logs:\n${problems.join('\n')}`);
  process.exit(1);
}
