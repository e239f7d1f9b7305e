import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inlineEntryCss } from './vite-inline-css.js';
import { lazySelectInput } from './vite-lazy-select-input.js';
import { outlinedInputsOnly } from './vite-outlined-inputs.js';
import { precompress } from './vite-precompress.js';
import { preloadDynamicApp } from './vite-preload-app.js';
import { prerenderFirstScreens } from './vite-prerender.js';
import { pureContractsDeclarations } from './vite-pure-contracts.js';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

type ModuleInfoLookup = (id: string) => { importers: readonly string[]; isEntry: boolean } | null;

/** `@mui/material/X/index.mjs` re-exporting the component `X/X.mjs`. */
const isBarrelOf = (importer: string, id: string): boolean =>
  /@mui[\\/]material[\\/][^\\/]+[\\/]index\.mjs$/.test(importer) &&
  !/Classes\.mjs$/.test(id) &&
  dirname(importer) === dirname(id);

/**
 * MUI's theme imports every `*Classes.mjs`, and some of those import a component's barrel only for its
 * class names (e.g. FilledInput's classes -> InputBase/index.mjs). Such an edge must not pull the
 * component itself into the application's vendor chunk: it stays with the lazy pages that render it.
 */
const barrelUsedBeyondClasses = (
  barrel: string,
  getModuleInfo: ModuleInfoLookup,
  seen: Set<string>,
): boolean => {
  const info = getModuleInfo(barrel);
  return !!info && info.importers.some((importer) => !/Classes\.mjs$/.test(importer) && !seen.has(importer));
};

/** Whether a module is in the static import graph of the modules `isRoot` accepts. */
const createReachability = (isRoot: (id: string, isEntry: boolean) => boolean) => {
  const cache = new Map<string, boolean>();
  const reachable = (id: string, getModuleInfo: ModuleInfoLookup, seen: Set<string>): boolean => {
    if (cache.get(id) === true) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = getModuleInfo(id);
    const result =
      !!info &&
      (isRoot(id, info.isEntry) ||
        info.importers.some(
          (importer) =>
            (!isBarrelOf(importer, id) || barrelUsedBeyondClasses(importer, getModuleInfo, seen)) &&
            reachable(importer, getModuleInfo, seen),
        ));
    if (result) cache.set(id, true);
    return result;
  };
  return (id: string, getModuleInfo: ModuleInfoLookup): boolean => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    const result = reachable(id, getModuleInfo, new Set());
    cache.set(id, result);
    return result;
  };
};

/** The libraries' chunks (`vendor-<name>`), which the boot script evaluates one per task (src/app/stages.ts). */
const VENDOR_CHUNKS: [name: string, packages: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
];

/**
 * The pages a visitor opens first (the boot script starts loading the one of the address at once,
 * src/app/direct-pages.ts), by chunk name. Not the contact page: it reads the settings through the
 * query client, which its chunk would then carry for every signed-in page.
 */
const FIRST_PAGES: [name: string, module: string][] = [
  ['home', '/src/features/public/components/home-page.tsx'],
  ['faq', '/src/features/public/components/faq-page.tsx'],
  ['user-guide', '/src/features/public/components/user-guide-page.tsx'],
  ['login', '/src/features/auth/components/login-page.tsx'],
];

/** The signed-in side: its layout and the features other than the public pages and the sign-in steps. */
/** The signed-in layout: what it imports is in the `signed-in` chunk (scripts/route-initial-js.mjs reads it). */
const SIGNED_IN_LAYOUT = '/src/app/layouts/app-layout.tsx';
const ZOD = /node_modules[\\/]zod[\\/]/;
/** The first data of the page the browser opened, asked when the application starts (app/early-data.ts). */
const EARLY_DATA = '/src/app/early-data.ts';
/**
 * What a signed-in page's first screen draws from its first data before the application's code
 * (app/early-paint.ts, decision 0078): its own small chunk, which imports only `boot`.
 */
const EARLY_PAINT = '/src/app/early-paint.ts';
/**
 * The public trust pages: the document check, the public registry and the worker's own check (the
 * same list as scripts/route-initial-js.mjs's, whose size check fails when one loads `signed-in`).
 */
const TRUST_PAGES = /[\\/]src[\\/]features[\\/](verify|public-registry|my-contract)[\\/]/;
/**
 * The frame of nearly every signed-in page (heading, breadcrumbs): with the layout in `signed-in`, its
 * MUI components shared with the first pages (Stack, Link) in `shared-ui`. In chunks of their own it was
 * three more requests, and `ui-login` brought the sign-in form's checkbox to every page for Stack
 * (decision 0064).
 */
const SIGNED_IN_FRAME = '/src/components/page-frame.tsx';
/** The frame of the public pages (their heading and lead), shared by the FAQ and the lazy public pages. */
const PUBLIC_FRAME = /[\\/]src[\\/]components[\\/]public-page\.tsx$/;
const SIGNED_IN_MODULES =
  /[\\/]src[\\/](app[\\/]layouts[\\/]app-layout\.tsx$|features[\\/](?!public[\\/]|auth[\\/]))/;

/**
 * The form control's context and hook, which every MUI input reads (TextField on 65 of the 78 signed-in
 * pages): in `shared-ui`. With the sign-in form's other parts in `ui-login` they brought its checkbox and
 * list item (3.8 KB gzipped) to every signed-in page with a field (decision 0064).
 */
const FORM_CONTROL_STATE = /@mui[\\/]material[\\/]FormControl[\\/](useFormControl|FormControlContext)\.mjs$/;

/** MUI's TextField and Select and the parts they import, with the build's stand-ins for two of them. */
const FIELD_PARTS =
  /(@mui[\\/]utils[\\/]getReactElementRef[\\/]|@mui[\\/]material[\\/](InputBase|OutlinedInput|TextareaAutosize|TextField|Select|NativeSelect|InputLabel|FormControl|FormLabel|FormHelperText)[\\/]|^\0portal-(lazy-select-input|outlined-inputs-only))/;

/** What the fields import that other MUI components (menus, popovers, drawer) import too. */
const FIELD_SHARED_HELPERS =
  /(@mui[\\/]utils[\\/]getReactElementRef[\\/]|@mui[\\/]material[\\/]Select[\\/]utils[\\/])/;

/** react-hook-form and what imports it in every form (src/components/form), with the refusal they import. */
const FORM_PARTS =
  /(node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]components[\\/]form[\\/](use-field-error|lazy-resolver|server-field-errors|server-refusal|form-field)\.tsx?$)/;

/** What a first page's chunks hold besides the application's: the page's own files and its MUI components. */
const FIRST_PAGE_PARTS =
  /([\\/]src[\\/]features[\\/](public|auth)[\\/]components[\\/]|node_modules[\\/]@mui[\\/])/;

/**
 * The entry (`src/main.tsx`) is a small boot script; it imports the application (`appModule`)
 * dynamically. What the application imports statically goes into a few chunks: `boot` (what the boot
 * script shares with it), the libraries (stable across releases) in `vendor-react`, `vendor-router`,
 * `vendor-i18n` and `vendor` (MUI, emotion and the rest), and `app` (our code): few requests for the
 * public pages, and no single evaluation of every library at once (decision 0035). A first page's
 * files and MUI components go into `page-<name>`, those that several first pages share into `first-pages`
 * (otherwise every component was a chunk of its own: 15 requests for /login, on HTTP/1.1's six
 * connections). Other modules reached only through lazy routes stay with those routes. Groups of
 * higher priority take their modules first; each group also takes the dependencies of its modules
 * that no earlier group took.
 */
const createChunkGroups = (appModule: string) => {
  const inBootGraph = createReachability((_id, isEntry) => isEntry);
  const inAppGraph = createReachability((id) => id.endsWith(appModule));
  const inSignedInGraph = createReachability((id) => SIGNED_IN_MODULES.test(id));
  const inEarlyDataGraph = createReachability((id) => id.endsWith(EARLY_DATA));
  const inEarlyPaintGraph = createReachability((id) => id.endsWith(EARLY_PAINT));
  const inTrustPagesGraph = createReachability((id) => TRUST_PAGES.test(id));
  const inSignedInLayoutGraph = createReachability(
    (id) => id.endsWith(SIGNED_IN_LAYOUT) || id.endsWith(SIGNED_IN_FRAME),
  );
  const firstPageGraphs = FIRST_PAGES.map(
    ([name, module]) => [name, createReachability((id) => id.endsWith(module))] as const,
  );
  type Context = { getModuleInfo: ModuleInfoLookup };
  const lookupIn =
    (context: Context): ModuleInfoLookup =>
    (moduleId) =>
      context.getModuleInfo(moduleId);
  const group = (
    name: string,
    priority: number,
    test: (id: string, lookup: ModuleInfoLookup) => boolean,
  ) => ({
    debugName: name,
    name: (id: string, context: Context) => {
      const lookup = lookupIn(context);
      return inAppGraph(id, lookup) && test(id, lookup) ? name : null;
    },
    priority,
  });
  // A module's MUI component family (`@mui/material/<Dir>/`): a module of `internal/`, or one only
  // another family's modules import (ListItemSecondaryAction, by ListItem), goes with its importer's.
  const muiDirOf = (id: string) => /@mui[\\/]material[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? null;
  const familyOf = (id: string, lookup: ModuleInfoLookup, seen = new Set<string>()): string => {
    const dir = muiDirOf(id) ?? 'other';
    if (seen.has(id)) return dir;
    seen.add(id);
    // A directory's barrel (`<Dir>/index.mjs`) stands for what imports it.
    const importersOf = (module: string): string[] =>
      (lookup(module)?.importers ?? []).flatMap((importer) =>
        muiDirOf(importer) === dir && /[\\/]index\.mjs$/.test(importer) && importer !== module
          ? importersOf(importer)
          : [importer],
      );
    const others = importersOf(id).filter((importer) => muiDirOf(importer) !== dir);
    const families = new Set(
      others.map((importer) => (muiDirOf(importer) ? familyOf(importer, lookup, seen) : null)),
    );
    const [only] = families;
    return (dir === 'internal' || (families.size === 1 && others.length > 0)) && only ? only : dir;
  };
  const firstPagesOf = (id: string, lookup: ModuleInfoLookup) =>
    FIRST_PAGE_PARTS.test(id) && !inAppGraph(id, lookup)
      ? firstPageGraphs.filter(([, reachable]) => reachable(id, lookup)).map(([name]) => name)
      : [];
  // What a first page shares with the signed-in side goes into chunks of their own, taken before the
  // first pages' groups (which take their modules' dependencies): a signed-in route loads none of the
  // public pages' chunks (decision 0050). What the signed-in layout uses is in `shared-ui`, which every
  // signed-in route loads; the rest in `ui-<page>`, loaded with the pages that use it. The sign-in
  // page's parts are used apart on the signed-in side: one chunk per MUI component family
  // (`ui-login-<family>`); in one chunk, a record page's history list (ListItem) also loaded the sign-in
  // form's checkbox and its label (1.5 KB gzipped; decision 0064); the list's families, used together,
  // share one (decision 0097). The FAQ's accordion parts stay together (used together).
  const sharedUiGroup = {
    debugName: 'shared-ui',
    name: (id: string, context: Context) => {
      const lookup = lookupIn(context);
      const pages = firstPagesOf(id, lookup);
      if (pages.length === 0 || !inSignedInGraph(id, lookup)) return null;
      if (inSignedInLayoutGraph(id, lookup) || FORM_CONTROL_STATE.test(id)) return 'shared-ui';
      if (pages.length > 1) return 'ui-first-pages';
      if (pages[0] !== 'login') return `ui-${pages[0]}`;
      // The list's families (List, ListItem, ListItemButton, ListItemText) are used together.
      const family = familyOf(id, lookup).toLowerCase();
      return `ui-login-${family.startsWith('list') ? 'list' : family}`;
    },
    priority: 3,
  };
  // A chunk of what a graph takes beyond the application's chunk. zod is in these graphs only through
  // schemas beside the constants they take, which the tree-shaking drops (`manualPureFunctions`
  // below): in such a chunk it would load everywhere.
  const beyondAppGroup = (name: string, priority: number, inGraph: typeof inAppGraph) => ({
    debugName: name,
    name: (id: string, context: Context) => {
      const lookup = lookupIn(context);
      if (ZOD.test(id)) return null;
      return !inAppGraph(id, lookup) && inGraph(id, lookup) ? name : null;
    },
    priority,
  });
  // What every signed-in route loads (the layout and its imports) in one chunk: one request instead of
  // ~45 small ones, and gzip compresses it as a whole (decision 0050). The page map stays a chunk of
  // its own, which the size check reads the routes' pages from.
  const signedInGroup = beyondAppGroup('signed-in', 2, inSignedInLayoutGraph);
  // The early paint runs before the application's scripts are asked for: what it shares with the
  // application is in `boot` (below), the rest in `early-paint`, so it waits for no library's chunk.
  const earlyPaintGroup = beyondAppGroup('early-paint', 3.5, inEarlyPaintGraph);
  // What the page's first data request needs (the API client, the stored token, the early contents and
  // their texts) in a chunk of its own, which the signed-in layout imports: in `signed-in` (74 KB) the
  // request waited for the whole layout's code, and on Lighthouse's phone the contract's heading, its
  // largest paint, waited for it.
  const earlyDataGroup = beyondAppGroup('early-data', 2.5, inEarlyDataGraph);
  // What the signed-in layout shares with the public trust pages (the query client and its error
  // handling, an alert's title) in a chunk of its own: left to `signed-in`, a signed-out visitor of
  // those pages loaded and evaluated the whole layout's code with it (21 KB gzipped). Its file keeps no
  // name: named, it took 38 bytes of the home page's budget in the boot script's and the application's
  // preload lists.
  const sharedTrustGroup = beyondAppGroup(
    'shared-trust',
    2.2,
    (id, lookup) => inSignedInLayoutGraph(id, lookup) && inTrustPagesGraph(id, lookup),
  );
  // The public pages' frame (heading and lead), which the FAQ shares with the lazy public pages: in
  // `page-faq` with the FAQ's page it was taken by that group with its dependencies, and the registry,
  // the verification and the worker's check loaded the FAQ's page and accordion with it.
  const publicFrameGroup = {
    debugName: 'public-frame',
    name: (id: string) => (PUBLIC_FRAME.test(id) ? 'public-frame' : null),
    priority: 1.5,
  };
  const firstPagesGroup = {
    debugName: 'first-pages',
    name: (id: string, context: Context) => {
      const pages = firstPagesOf(id, lookupIn(context));
      if (pages.length === 0) return null;
      return pages.length === 1 ? `page-${pages[0]}` : 'first-pages';
    },
    priority: 1,
  };
  // Parts many lazy pages share, each in one chunk rather than as many as the dialogs' lazy chunks would
  // split them into (decision 0064):
  // - MUI's text field and select with what they import (input, outline, label, helper text, the native
  //   select): six chunks on the 61 routes with a field, ~2.2 KB gzipped more than one. The helpers they
  //   share with the menus, popovers and drawer (the element's ref, the select's focus source) are in a
  //   chunk of their own, so opening a menu on a page without a field does not load the fields' chunk.
  // - react-hook-form with the helpers every form takes beside it (a field's error, the lazy resolver,
  //   the server's field errors, the bound field): five chunks on the 36 routes with a form, ~1 KB more
  //   than one. The server's refusal, which forms without react-hook-form show too, stays apart.
  const sharedPartsGroup = {
    debugName: 'shared-parts',
    name: (id: string, context: Context) => {
      const lookup = lookupIn(context);
      const field = FIELD_PARTS.test(id);
      if ((!field && !FORM_PARTS.test(id)) || inAppGraph(id, lookup) || !inSignedInGraph(id, lookup))
        return null;
      if (field) return FIELD_SHARED_HELPERS.test(id) ? 'mui-field-helpers' : 'mui-fields';
      return /[\\/]server-refusal\.ts$/.test(id) ? 'form-refusal' : 'forms';
    },
    priority: 0,
  };
  return [
    // What the boot script shares with the application, and with the signed-in side only (the early
    // configuration request, src/lib/early-config.ts): left to `signed-in`, it made every page load it.
    // Also what the early paint shares with the application: in `app`, it would wait for the libraries.
    {
      debugName: 'boot',
      name: (id: string, context: Context) => {
        const lookup = lookupIn(context);
        const shared = inAppGraph(id, lookup) || inSignedInLayoutGraph(id, lookup);
        if (shared && inBootGraph(id, lookup)) return 'boot';
        // What the early paint shares with the application (the stored session, the headers).
        return inEarlyPaintGraph(id, lookup) && inAppGraph(id, lookup) && !id.includes('node_modules')
          ? 'boot'
          : null;
      },
      priority: 6 + VENDOR_CHUNKS.length,
    },
    ...VENDOR_CHUNKS.map(([name, packages], index) =>
      group(`vendor-${name}`, 5 + VENDOR_CHUNKS.length - index, (id) => packages.test(id)),
    ),
    group('vendor', 5, (id) => id.includes('node_modules')),
    group('app', 4, () => true),
    sharedUiGroup,
    earlyPaintGroup,
    earlyDataGroup,
    sharedTrustGroup,
    signedInGroup,
    publicFrameGroup,
    firstPagesGroup,
    sharedPartsGroup,
  ];
};

const APP_MODULE = '/src/app/start.tsx';

/** The chunk groups' names above, and the page map's (`pages`): their files keep the name. */
const NAMED_CHUNKS =
  /^(boot|app|rolldown-runtime|vendor(-[a-z]+)?|shared-ui|signed-in|early-data|early-paint|public-frame|first-pages|pages|page-[a-z-]+|ui-[a-z-]+)$/;

/** The chunks index.html loads (scripts/size-budget.mjs reads them from it): `boot`, `app`, the libraries'. */
const LOADED_BY_INDEX_HTML = new RegExp(
  `(^|/)(${['boot', 'app', 'rolldown-runtime', 'vendor', ...VENDOR_CHUNKS.map(([name]) => `vendor-${name}`)].join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * react-router ships a production bundle (no development warnings) that no export condition selects;
 * the build points at it explicitly.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * MUI's `createTheme` and `ThemeProvider` hand a theme without colour schemes or CSS variables (ours) to
 * their `NoVars` variants at runtime, yet import the CSS-variables machinery statically (~8 KB gzipped
 * in the entry). The build points them at the `NoVars` modules; no theme of the app uses CSS variables.
 */
const muiThemeWithoutCssVariables = (): Plugin => ({
  name: 'mui-theme-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
    const noVars = {
      './createTheme.mjs': './createThemeNoVars.mjs',
      './ThemeProvider.mjs': './ThemeProviderNoVars.mjs',
    }[source];
    return noVars ? this.resolve(noVars, importer) : null;
  },
});

/** See src/lib/styles/emotion-insertion.ts. */
const emotionStylesDuringRender = (): Plugin => ({
  name: 'emotion-styles-during-render',
  enforce: 'pre',
  resolveId(source) {
    return source === '@emotion/use-insertion-effect-with-fallbacks'
      ? this.resolve('/src/lib/styles/emotion-insertion.ts')
      : null;
  },
});

export default defineConfig(({ command }) => ({
  plugins:
    command === 'build'
      ? [
          react(),
          muiThemeWithoutCssVariables(),
          lazySelectInput(),
          outlinedInputsOnly(),
          pureContractsDeclarations(),
          emotionStylesDuringRender(),
          inlineEntryCss(),
          preloadDynamicApp(APP_MODULE),
          // Each public page's first screen per language, before the precompression (decision 0066).
          prerenderFirstScreens(),
          precompress(),
        ]
      : [react()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Read by scripts/size-budget.mjs: each signed-in route's initial JavaScript (decision 0050).
    manifest: true,
    // A lazy chunk's preload list leaves out the chunks index.html loads (the boot script, the
    // application and the libraries' chunks): every lazy import runs after them. The page map holds
    // every page's list, and every signed-in route loads it: 0.8 KB gzipped less (decision 0064).
    modulePreload: {
      // Every browser the portal supports preloads modules itself (Chrome and Edge since 2020, Firefox
      // 115, Safari 17); the polyfill was 0.3 KB gzipped of the home page's initial JavaScript, and
      // an older browser still loads each module when it is imported, only without the head start.
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_BY_INDEX_HTML.test(dep)),
    },
    rollupOptions: {
      // zod's constructors have no side effects: a schema nobody uses is dropped, so a module that takes
      // only a constant from a contracts file (ERROR_CODES beside errorBodySchema) does not bring zod
      // into the signed-in layout (decision 0050).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: { groups: createChunkGroups(APP_MODULE) },
        // A page's chunks are named by their hash alone: the page map lists every page's chunks and every
        // signed-in route loads it, and each chunk names those it imports (~1-2 KB gzipped a route;
        // decision 0064). The chunks named above keep their names (index.html and the size check
        // read them; `LOADED_BY_INDEX_HTML`).
        chunkFileNames: (chunk: { name: string }) =>
          NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
}));
