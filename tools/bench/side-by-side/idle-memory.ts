/**
 * Whether this host's memory goes cold while a process is idle (side-by-side README, "After a
 * rest"): the time to write one byte in each page of a buffer already in use, warm and again after
 * rests of growing length. On a host that keeps its page mappings the figures stay flat; on the
 * sandboxes we measure on (a Firecracker guest under PVM) a page written again after tens of seconds
 * costs close to a microsecond more, with no page fault in the guest, and an API that touches a few
 * hundred MB of its own and PostgreSQL's memory pays it at the first requests after a rest.
 * `npm run bench -- idle-memory`; `BENCH_IDLE_MEMORY_MB` (default 200), `BENCH_IDLE_RESTS` (seconds,
 * comma-separated, default 0,2,5,10,20,35).
 */
import { performance } from 'node:perf_hooks';

const PAGE = 4_096;
const MEGABYTES = Number(process.env.BENCH_IDLE_MEMORY_MB ?? 200);
const RESTS = (process.env.BENCH_IDLE_RESTS ?? '0,2,5,10,20,35').split(',').map(Number);

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1_000));

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
    await sleep(rest);
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
      'the first pass after the rest and a second one straight after it',
  );
  console.table(rows);
};
