// What each signed-in route's first load runs, from the web build's manifest (apps/web/dist/.vite/manifest.json,
// `build.manifest` in apps/web/vite.config.ts): the files index.html loads (the boot script and the application
// it preloads), the signed-in layout's chunk, the page map and the route's page module, each with the chunks it
// imports statically, and the page's feature texts in one language. Decision 0050.

/**
 * Manifest keys of what every signed-in route loads besides index.html's files: the page map and the
 * `signed-in` chunk, which holds the layout (apps/web/vite.config.ts names it).
 */
export const signedInShell = (manifest) => [
  'src/app/pages.ts',
  ...Object.keys(manifest).filter((key) => manifest[key].name === 'signed-in'),
];

/** Page modules of features that render in the public layout (decision 0037's first pages). */
const PUBLIC_FEATURES = /^src\/features\/(public|auth)\//;

/**
 * The public trust pages (the document check, the public registry, the worker's own check): pages of
 * the page map that a signed-out visitor opens, which must not load the signed-in layout's chunk
 * (apps/web/vite.config.ts's `TRUST_PAGES` keeps what they share with it apart).
 */
export const TRUST_PAGES = /^src\/features\/(verify|public-registry|my-contract)\//;

/** A manifest entry and every chunk it imports statically, as manifest keys. */
export const staticClosure = (manifest, key, into = new Set()) => {
  const entry = manifest[key];
  if (!entry || into.has(key)) return into;
  into.add(key);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, into);
  return into;
};

/** `src/features/<name>/` of a module, or null. */
const featureOf = (key) => /^src\/features\/[^/]+\//.exec(key)?.[0] ?? null;

/**
 * The signed-in routes' page modules: what the page map (`src/app/pages.ts`) loads lazily, without the
 * feature texts and the public layout's pages.
 */
export const signedInPageModules = (manifest) =>
  (manifest['src/app/pages.ts']?.dynamicImports ?? []).filter(
    (key) => !key.endsWith('.json') && !PUBLIC_FEATURES.test(key),
  );

/**
 * The files (paths under dist) a signed-in route's first load runs: `initialFiles` (index.html's scripts
 * and module preloads) plus the layout, the page map, the page module, their static imports and the
 * feature's English texts (the Arabic ones are the same keys, of similar size).
 */
export const routeFiles = (manifest, initialFiles, pageModule) => {
  const keys = new Set();
  for (const key of [...signedInShell(manifest), pageModule]) staticClosure(manifest, key, keys);
  const feature = featureOf(pageModule);
  const texts = (manifest['src/app/pages.ts']?.dynamicImports ?? []).filter(
    (key) => feature && key.startsWith(feature) && key.endsWith('/en-US.json'),
  );
  for (const key of texts) staticClosure(manifest, key, keys);
  const files = new Set(initialFiles);
  for (const key of keys) files.add(manifest[key].file);
  return [...files];
};

/** The trust pages' modules the router loads (their page components and texts), as manifest keys. */
export const trustPageModules = (manifest) =>
  Object.keys(manifest).filter((key) => TRUST_PAGES.test(key) && manifest[key].isDynamicEntry);

/** Of the trust pages' modules, those that load the signed-in layout's chunk, with it (none is right). */
export const trustPagesLoadingSignedIn = (manifest, trustPages = trustPageModules(manifest)) => {
  const shell = new Set(signedInShell(manifest).filter((key) => key !== 'src/app/pages.ts'));
  return trustPages
    .map((key) => ({ page: key, loads: [...staticClosure(manifest, key)].filter((k) => shell.has(k)) }))
    .filter(({ loads }) => loads.length > 0);
};
