// `npm run db:migrate`: applies the pending migrations with the API bundle's migrate entry
// (apps/api/dist/migrate.mjs), rebuilt first when esbuild is installed and the sources changed. A
// production install without dev dependencies runs the bundle it was built with; there
// `node apps/api/dist/migrate.mjs` is the same command (docs/decisions/0046).
import { existsSync } from 'node:fs';
import { apiBundleIsStale, buildApi, migrateBundle } from './build-api.mjs';

if (apiBundleIsStale() && !(await buildApi()) && existsSync(migrateBundle)) {
  console.warn('esbuild is not installed: migrating with the bundle as it was built.');
}
if (!existsSync(migrateBundle)) {
  console.error(
    'apps/api/dist/migrate.mjs is missing: run `npm run build` where the dev dependencies are installed.',
  );
  process.exit(1);
}
await import(migrateBundle);
