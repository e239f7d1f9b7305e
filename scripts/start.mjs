// `npm start`: (re)builds the web app and the API bundle if their sources changed, then runs the
// server in this process (from the sources through tsx when esbuild is not installed). The npm
// script execs this file, so SIGTERM to `npm start` reaches the server (docs/decisions/0016).
// With WEB_DIST_DIR the server serves a web app built elsewhere, and apps/web is not built.
import { apiBundle, apiBundleIsStale, buildApi } from './build-api.mjs';
import { buildWeb, webBuildIsStale } from './build.mjs';

// `npm ci && npm start` is the laptop demo: with neither NODE_ENV, DATABASE_URL nor
// EMBEDDED_DATABASE set, it asks for the embedded store and the demo data by name. An operator sets
// NODE_ENV=production or DATABASE_URL and gets neither (docs/decisions/0046).
const unset = (name) => (process.env[name] ?? '') === '';
if (unset('NODE_ENV') && unset('DATABASE_URL') && unset('EMBEDDED_DATABASE')) {
  process.env.EMBEDDED_DATABASE = 'true';
  if (unset('SEED_DEMO_DATA')) process.env.SEED_DEMO_DATA = 'true';
  console.info(
    'No DATABASE_URL: starting the demo on the embedded store (EMBEDDED_DATABASE=true, ' +
      `SEED_DEMO_DATA=${process.env.SEED_DEMO_DATA}). Set NODE_ENV=production for a production start.`,
  );
}

if (!process.env.WEB_DIST_DIR && webBuildIsStale() && !buildWeb()) {
  console.error('The web app failed to build; see the messages above.');
  process.exit(1);
}
if (!apiBundleIsStale() || (await buildApi())) {
  await import(apiBundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/api/src/server.ts');
}
