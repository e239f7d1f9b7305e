// `npm start`: (re)builds the web app and the API bundle if their sources changed, then runs the
// server in this process (from the sources through tsx when esbuild is not installed). The npm
// script execs this file, so SIGTERM to `npm start` reaches the server (docs/decisions/0016).
// With WEB_DIST_DIR the server serves a web app built elsewhere, and apps/web is not built.
import { apiBundle, apiBundleIsStale, buildApi } from './build-api.mjs';
import { buildWeb, webBuildIsStale } from './build.mjs';

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
