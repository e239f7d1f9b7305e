// Bundles the API (apps/api/src/server.ts and the workspace packages it imports) into one ES module,
// so `npm start` runs plain JavaScript instead of compiling TypeScript through loader hooks at
// every start, and migrate-cli into migrate.mjs (migrations as a release step without tsx).
// Dependencies stay in node_modules; the migrations are copied beside the bundles, where both find them.
import { cpSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/api/dist');
const stamp = join(dist, '.build-stamp');
const sources = ['apps/api/src', 'packages/contracts/src', 'apps/api/package.json'];

export const apiBundle = join(dist, 'server.mjs');
/** `npm run db:migrate` and, in a production install, `node apps/api/dist/migrate.mjs`. */
export const migrateBundle = join(dist, 'migrate.mjs');

export const apiBundleIsStale = () =>
  !existsSync(stamp) || sources.some((source) => newestMtime(join(root, source)) > statSync(stamp).mtimeMs);

/** Bare imports stay imports of node_modules, except the workspace's own TypeScript packages. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the bundle; false when esbuild is not installed (the caller then runs the sources). */
export const buildApi = async () => {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return false;
  }
  const { outputFiles } = await esbuild.build({
    entryPoints: {
      server: join(root, 'apps/api/src/server.ts'),
      migrate: join(root, 'apps/api/src/db/migrate-cli.ts'),
    },
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [dependenciesStayExternal],
    write: false,
  });
  // Renamed into place, so another `npm start` never loads a half-written bundle.
  mkdirSync(dist, { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  // Written over in place (no clean first): another `npm start` may be reading them.
  cpSync(join(root, 'apps/api/src/db/migrations'), join(dist, 'migrations'), {
    recursive: true,
    force: true,
  });
  writeFileSync(stamp, new Date().toISOString());
  return true;
};
