import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

type ModuleInfoLookup = (id: string) => { importers: readonly string[]; isEntry: boolean } | null;

/**
 * Libraries the entry imports statically go into one `vendor` chunk (fewer, better-compressed files
 * for the public home page); libraries reached only through lazy routes stay with those routes.
 */
/** `@mui/material/X/index.mjs` re-exporting the component `X/X.mjs`. */
const isBarrelOf = (importer: string, id: string): boolean =>
  /@mui[\\/]material[\\/][^\\/]+[\\/]index\.mjs$/.test(importer) &&
  !/Classes\.mjs$/.test(id) &&
  dirname(importer) === dirname(id);

/**
 * MUI's theme imports every `*Classes.mjs`, and some of those import a component's barrel only for its
 * class names (e.g. FilledInput's classes -> InputBase/index.mjs). Such an edge must not pull the
 * component itself into the entry's vendor chunk: it stays with the lazy pages that render it.
 */
const barrelUsedBeyondClasses = (
  barrel: string,
  getModuleInfo: ModuleInfoLookup,
  seen: Set<string>,
): boolean => {
  const info = getModuleInfo(barrel);
  return !!info && info.importers.some((importer) => !/Classes\.mjs$/.test(importer) && !seen.has(importer));
};

const createChunking = () => {
  const cache = new Map<string, boolean>();
  const reachable = (id: string, getModuleInfo: ModuleInfoLookup, seen: Set<string>): boolean => {
    if (cache.get(id) === true) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = getModuleInfo(id);
    const result =
      !!info &&
      (info.isEntry ||
        info.importers.some(
          (importer) =>
            (!isBarrelOf(importer, id) || barrelUsedBeyondClasses(importer, getModuleInfo, seen)) &&
            reachable(importer, getModuleInfo, seen),
        ));
    if (result) cache.set(id, true);
    return result;
  };
  const inEntryGraph = (id: string, getModuleInfo: ModuleInfoLookup): boolean => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    const result = reachable(id, getModuleInfo, new Set());
    cache.set(id, result);
    return result;
  };
  return (id: string, meta: { getModuleInfo: ModuleInfoLookup }) =>
    id.includes('node_modules') && inEntryGraph(id, meta.getModuleInfo) ? 'vendor' : undefined;
};

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

export default defineConfig(({ command }) => ({
  plugins: command === 'build' ? [react(), muiThemeWithoutCssVariables()] : [react()],
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
    rollupOptions: {
      output: {
        manualChunks: createChunking(),
      },
    },
  },
}));
