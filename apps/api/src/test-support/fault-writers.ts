import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Language } from '@portal/contracts/constants';
import { translate } from '../i18n/catalogue';
import type { FaultyDatabase } from './faulty-database';

export type WriteKind = 'reason' | 'subuser';
export type WriteOutcome = {
  kind: WriteKind;
  key: string;
  language: Language;
  status: number;
  message: unknown;
  at: number;
};

type Headers = Record<string, string>;

/** One write with a key of its own: a reason (admin) or a sub-user (office), in either language. */
const writeOnce = async (
  app: FastifyInstance,
  kind: WriteKind,
  key: string,
  headers: Headers,
  language: Language,
): Promise<WriteOutcome> => {
  const request =
    kind === 'reason'
      ? { url: '/api/lookups/reasons', payload: { kind: 'REJECTION', textAr: `سبب ${key}`, textEn: key } }
      : {
          url: '/api/subusers',
          payload: {
            username: key,
            nameAr: 'مستخدم',
            nameEn: 'Fault writer',
            email: `${key}@example.test`,
            accessRights: [{ module: 'HR_POOL', access: 'READ' }],
          },
        };
  const res = await app.inject({
    method: 'POST',
    ...request,
    headers: { ...headers, 'accept-language': language },
  });
  const body = String(res.headers['content-type']).includes('json')
    ? (res.json() as { message?: unknown })
    : {};
  return { kind, key, language, status: res.statusCode, message: body.message, at: Date.now() };
};

export type WritersOptions = {
  app: FastifyInstance;
  /** Headers of `admin` (reasons) and `office` (sub-users), made before any fault. */
  admin: Headers;
  office: Headers;
  writers: number;
  prefix: string;
};

/**
 * Concurrent writers that keep writing, each write with a new key, until `stop()`; a refused
 * write is not retried under the same key (a 503 may still have committed: that is allowed, a
 * duplicate is not).
 */
export const startWriters = (options: WritersOptions) => {
  const outcomes: WriteOutcome[] = [];
  let running = true;
  const loop = async (writer: number) => {
    for (let attempt = 0; running; attempt += 1) {
      const kind: WriteKind = (writer + attempt) % 2 === 0 ? 'reason' : 'subuser';
      const language: Language = writer % 2 === 0 ? 'en-US' : 'ar-SA';
      const key = `${options.prefix}-${writer}-${attempt}`;
      const outcome = await writeOnce(
        options.app,
        kind,
        key,
        kind === 'reason' ? options.admin : options.office,
        language,
      );
      outcomes.push(outcome);
      // A refused write answers at once: pause so an outage is not a busy loop.
      if (outcome.status >= 500) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const loops = Array.from({ length: options.writers }, (_, writer) => loop(writer));
  return {
    outcomes,
    acknowledged: () => outcomes.filter((outcome) => outcome.status < 300).length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
};

/**
 * What every fault test ends with: each write answered 2xx or a translated 503, each
 * acknowledged write is in the database exactly once, and no key is there twice.
 */
export const expectNoLostOrDuplicateWrites = async (
  faulty: FaultyDatabase,
  outcomes: WriteOutcome[],
  prefix: string,
) => {
  const unexpected = outcomes.filter((outcome) => outcome.status >= 300 && outcome.status !== 503);
  expect(unexpected, 'answers other than 2xx or 503').toEqual([]);
  const untranslated = outcomes.filter(
    (outcome) =>
      outcome.status === 503 && outcome.message !== translate(outcome.language, 'errors.unavailable'),
  );
  expect(untranslated, '503s without the translated message').toEqual([]);
  const stored = new Map<string, number>();
  const rows = await faulty.query<{ key: string; copies: string }>(
    `select text_en as key, count(*) as copies from reasons where text_en like $1 group by text_en
     union all
     select username as key, count(*) as copies from users where username like $1 group by username`,
    [`${prefix}-%`],
  );
  for (const row of rows) stored.set(row.key, Number(row.copies));
  const duplicates = [...stored].filter(([, copies]) => copies > 1);
  expect(duplicates, 'keys stored more than once').toEqual([]);
  const lost = outcomes.filter((outcome) => outcome.status < 300 && stored.get(outcome.key) !== 1);
  expect(lost, 'acknowledged writes missing from the database').toEqual([]);
  const written = new Set(outcomes.map((outcome) => outcome.key));
  expect(
    [...stored.keys()].filter((key) => !written.has(key)),
    'rows nobody wrote',
  ).toEqual([]);
};
