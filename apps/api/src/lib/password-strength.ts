import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Why a new password is refused; each reason has a message in both languages where it is shown. */
export type PasswordWeakness =
  'tooShort' | 'common' | 'containsName' | 'repeated' | 'sequence' | 'keyboardPattern' | 'date' | 'guessable';

export const MIN_PASSWORD_LENGTH = 8;
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

/** Words of this portal and region that people build passwords from, beside the common lists. */
const PORTAL_WORDS = [
  'portal',
  'recruitment',
  'recruit',
  'musaned',
  'saudi',
  'riyadh',
  'jeddah',
  'makkah',
  'madinah',
  'kingdom',
  'ministry',
  'embassy',
  'agency',
  'office',
  'admin',
  'welcome',
  'demo',
];

let factory: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use: the dictionaries are large and most requests never set a password. */
const loadFactory = async (): Promise<ZxcvbnFactory> => {
  const [core, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, 'portal-words': PORTAL_WORDS },
    graphs: common.adjacencyGraphs,
  });
};

/** The weakest part of the password, as a reason a person can act on. */
const reasonOf = (sequence: MatchExtended[]): PasswordWeakness => {
  const words = sequence.filter((match) => match.pattern === 'dictionary');
  if (words.some((match) => match.dictionaryName === 'userInputs')) return 'containsName';
  if (words.length > 0) return 'common';
  const byPattern: Partial<Record<MatchExtended['pattern'], PasswordWeakness>> = {
    repeat: 'repeated',
    sequence: 'sequence',
    spatial: 'keyboardPattern',
    date: 'date',
    regex: 'date',
  };
  for (const match of sequence) {
    const reason = byPattern[match.pattern];
    if (reason) return reason;
  }
  return 'guessable';
};

/**
 * Null when the password may be set, else why not: shorter than 8 characters, or easy to guess
 * by zxcvbn-ts (common passwords, English words and names, keyboard patterns, repeats,
 * sequences, dates, the person's own names) below score 3.
 */
export const passwordWeakness = async (
  password: string,
  personal: readonly string[] = [],
): Promise<PasswordWeakness | null> => {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const zxcvbn = await (factory ??= loadFactory());
  // zxcvbn's time grows with the length; what follows 100 characters adds no weakness.
  const inputs = personal.flatMap((value) => [value, ...value.split(/[^\p{L}\p{N}]+/u)]);
  const userInputs = [...new Set(inputs.filter((value) => value.length >= 3).map((v) => v.toLowerCase()))];
  const result = zxcvbn.check(password.slice(0, 100), userInputs);
  return result.score >= MIN_SCORE ? null : reasonOf(result.sequence);
};
