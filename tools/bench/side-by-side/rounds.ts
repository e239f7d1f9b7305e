// The API and its reference alternated, round after round, and the rows' figures taken from the
// rounds' medians. On these shared machines the same build's rate moved by a quarter from one run
// to the next a few minutes apart (a request read 657 → 1,152 req/s, 2026-12-01 20:10); one run of
// each side, as the table did until then, set a drift of the machine against the ratio. Runs taken
// in turn share the drift, and the median of their ratios leaves out a round a burst of the
// neighbours fell on.
import { percentile } from '../timing';
import type { LoadResult } from './api-load';

/** The middle of the rounds (the lower middle of an even number). */
const median = (values: number[]) => percentile(values, 50);

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
  const apiRate = median(pairs.map((pair) => pair.api.rate));
  const middle = pairs.find((pair) => pair.api.rate === apiRate)!.api;
  return {
    api: {
      ...middle,
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
