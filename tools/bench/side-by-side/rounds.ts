// The API and its reference alternated, round after round, and the rows' figures taken from the
// rounds' medians. On these shared machines the same build's rate moved by a quarter from one run
// to the next a few minutes apart (a request read 657 → 1,152 req/s, 2026-12-01 20:10); one run of
// each side, as the table did until then, set a drift of the machine against the ratio. Runs taken
// in turn share the drift, and the median of their ratios leaves out a round a burst of the
// neighbours fell on.
import type { LoadResult } from './api-load';

/** BENCH_ROUNDS: how many times each row runs the API, then its reference (default 3). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

export type ReferenceResult = { rate: number; latencyAverageMs: number; note?: string };

export type Rounds = {
  /** The median round's figures (by the API's rate), failed answers summed over every round. */
  api: LoadResult;
  referenceRate: number;
  referenceAverageMs: number;
  /** The median of the rounds' ratios (API ÷ reference), and each round's. */
  ratio: number;
  ratios: number[];
  /** The references' notes (a write's check), each once. */
  notes: string[];
};

export const median = (values: number[]): number => {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs `api` then `reference`, ROUNDS times, and sums the rounds up (`Rounds`). */
export const alternate = async (
  api: () => Promise<LoadResult>,
  reference: () => Promise<ReferenceResult>,
  rounds = ROUNDS,
): Promise<Rounds> => {
  const pairs: { api: LoadResult; reference: ReferenceResult }[] = [];
  for (let round = 0; round < rounds; round += 1)
    pairs.push({ api: await api(), reference: await reference() });
  const ratios = pairs.map((pair) => (pair.reference.rate > 0 ? pair.api.rate / pair.reference.rate : 0));
  const byRate = [...pairs].sort((a, b) => a.api.rate - b.api.rate);
  const middle = byRate[Math.floor((byRate.length - 1) / 2)]!.api;
  return {
    api: {
      ...middle,
      rate: median(pairs.map((pair) => pair.api.rate)),
      non2xx: pairs.reduce((sum, pair) => sum + pair.api.non2xx, 0),
      errors: pairs.reduce((sum, pair) => sum + pair.api.errors, 0),
    },
    referenceRate: median(pairs.map((pair) => pair.reference.rate)),
    referenceAverageMs: median(pairs.map((pair) => pair.reference.latencyAverageMs)),
    ratio: median(ratios),
    ratios,
    notes: [...new Set(pairs.map((pair) => pair.reference.note).filter((note): note is string => !!note))],
  };
};
