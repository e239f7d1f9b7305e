/**
 * Whether this host's memory goes cold while a process is idle (side-by-side README, "After a
 * rest"): the time to write one byte in each page of a buffer already in use, warm and again after
 * rests of growing length, and the state of the kernel's DAMON monitors, which cause it where we
 * measure. A DAMON monitor of physical memory clears the pages' accessed bits as it samples them;
 * in a guest under PVM the next write to each such page exits to the host, close to a microsecond a
 * page after a 35-second rest, with no page fault counted in the guest. With the monitor off the
 * figures stay flat. `npm run bench -- idle-memory`; `BENCH_IDLE_MEMORY_MB` (default 200),
 * `BENCH_IDLE_RESTS` (seconds, comma-separated, default 0,2,5,10,20,35).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const PAGE = 4_096;
const MEGABYTES = Number(process.env.BENCH_IDLE_MEMORY_MB ?? 200);
const RESTS = (process.env.BENCH_IDLE_RESTS ?? '0,2,5,10,20,35').split(',').map(Number);

const KDAMONDS = '/sys/kernel/mm/damon/admin/kdamonds';

/** Each DAMON monitor's state and sampling interval, or that there is none (or no DAMON at all). */
const damonMonitors = (): string => {
  let names: string[];
  try {
    names = readdirSync(KDAMONDS).filter((name) => /^\d+$/.test(name));
  } catch {
    return 'no DAMON on this kernel';
  }
  if (names.length === 0) return 'no DAMON monitor';
  const read = (path: string) => readFileSync(join(KDAMONDS, path), 'utf8').trim();
  return names
    .map((name) => {
      const context = `${name}/contexts/0`;
      try {
        const sample = Number(read(`${context}/monitoring_attrs/intervals/sample_us`)) / 1_000;
        return `DAMON monitor ${name} ${read(`${name}/state`)} (${read(`${context}/operations`)}, a sample every ${sample} ms)`;
      } catch {
        return `DAMON monitor ${name} ${read(`${name}/state`)}`;
      }
    })
    .join('; ');
};

export const measureIdleMemory = async (): Promise<void> => {
  const buffer = Buffer.alloc(MEGABYTES * 1024 * 1024, 1);
  const touch = (): number => {
    const start = performance.now();
    for (let offset = 0; offset < buffer.length; offset += PAGE) buffer[offset] = (buffer[offset]! + 1) & 255;
    return performance.now() - start;
  };
  // The first passes map the pages and compile the loop; what follows is a page already in use.
  touch();
  touch();
  const pages = buffer.length / PAGE;
  const rows = [];
  for (const rest of RESTS) {
    await sleep(rest * 1_000);
    const after = touch();
    const warm = touch();
    rows.push({
      'rest s': rest,
      'first pass ms': after.toFixed(1),
      'µs per page, first pass': ((after * 1_000) / pages).toFixed(3),
      'second pass ms': warm.toFixed(1),
    });
  }
  console.log(
    `\nMemory written again after a rest: ${MEGABYTES} MB (${pages} pages), one byte per page, ` +
      `the first pass after the rest and a second one straight after it; ${damonMonitors()}`,
  );
  console.table(rows);
};
