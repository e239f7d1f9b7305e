import type { ModuleResources } from './module-resources';

type JsonModule = { default: Record<string, unknown> } | Record<string, unknown>;

/** A feature's text files of one language (each named after its language: `en-US.json`), as loaders. */
export const filesOf = (resources: ModuleResources, language: string): (() => Promise<unknown>)[] =>
  Object.entries(resources)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([, load]) => load);

/** A loaded JSON module's texts. */
export const dataOf = (module: unknown): Record<string, unknown> => {
  const json = module as JsonModule;
  return ('default' in json ? json.default : json) as Record<string, unknown>;
};

/** A feature's texts of one language, one object per file, in the order i18next merges them. */
export const loadTextFiles = async (
  resources: ModuleResources,
  language: string,
): Promise<Record<string, unknown>[]> =>
  (await Promise.all(filesOf(resources, language).map((load) => load()))).map(dataOf);
