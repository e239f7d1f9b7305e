// Shared by the benches: percentiles and one-at-a-time answer times over HTTP.

export type RecordFigure = (
  name: string,
  value: number | string,
  unit: string,
  target: string,
  ok: boolean,
) => void;

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export type Timings = { p50: number; p95: number; mean: number };

export const summarise = (times: number[]): Timings => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  mean: times.reduce((sum, time) => sum + time, 0) / times.length,
});

/** The answer time of one GET (body read), failing on anything but 200. */
export const timeGet = async (url: string, headers: Record<string, string>): Promise<number> => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
};

/** A GET's JSON body, failing with the answer when it is not 200. */
export const getJson = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

export const thousands = (value: number): string => value.toLocaleString('en-US');

/**
 * GET /api/me as the same person: the answer time of any signed-in request (session, JSON), the
 * floor under every list figure.
 */
export const measureFloor = async (baseUrl: string, headers: Record<string, string>, rounds = 200) => {
  const url = `${baseUrl}/api/me`;
  for (let i = 0; i < 20; i += 1) await timeGet(url, headers);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) times.push(await timeGet(url, headers));
  return summarise(times);
};

/** Measures the floor (measureFloor) as `person` and records its p95 and p50, for reference. */
export const recordFloor = async (
  record: RecordFigure,
  baseUrl: string,
  headers: Record<string, string>,
  person: string,
) => {
  const floor = await measureFloor(baseUrl, headers);
  for (const [label, value] of [
    ['p95', floor.p95],
    ['p50', floor.p50],
  ] as const)
    record(
      `GET /api/me as ${person} (floor of a signed-in request), ${label}`,
      value,
      'ms',
      'reference',
      true,
    );
};
