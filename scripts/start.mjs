// `npm start`: (re)builds the web app if its sources changed, then runs the server in this process.
import { register } from 'tsx/esm/api';
import { buildWeb, webBuildIsStale } from './build.mjs';

if (webBuildIsStale() && !buildWeb()) {
  console.error('The web app failed to build; see the messages above.');
  process.exit(1);
}
register();
await import('../apps/api/src/server.ts');
