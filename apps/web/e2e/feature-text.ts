import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Language = 'en-US' | 'ar-SA';

const cache = new Map<string, unknown>();

/**
 * A text of a feature's own locale file (`featureText('hr-pool', 'en-US', 'hrPoolCandidates.add')`),
 * with `{{name}}` placeholders filled in.
 */
export const featureText = (
  feature: string,
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string => {
  const file = join(import.meta.dirname, `../src/features/${feature}/locales/${language}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      cache.get(file),
    );
  if (typeof value !== 'string') throw new Error(`No ${language} text for ${key} in ${feature}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
};
