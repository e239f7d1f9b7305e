import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { verifyRoutes } from './routes';
import {
  createVerifiableDocuments,
  RENDER_JOB,
  renderJob,
  type RenderJobData,
  type VerifiableDocuments,
} from './service';
import { parseConfiguredKey } from './signing-keys';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Codes, signed payloads and kept PDFs of approved documents (platform/verifiable-documents). */
    verifiableDocuments: VerifiableDocuments;
  }
}

/** The sweep prints what no job printed (a lost queue entry, a crash between commit and queue). */
const SWEEP_SECONDS = 5 * 60;

/**
 * `app.verifiableDocuments`, the render job and its sweep, `GET /.well-known/jwks.json` and the
 * public check `GET /api/verify/:code`, `POST /api/verify/:code/file` (issue 25, decision 0054).
 */
const verifiableDocumentsPlugin: FastifyPluginAsync<{ config: AppConfig; database: DatabaseHandle }> = async (
  app,
  { config, database },
) => {
  const { db } = database;
  const documents = createVerifiableDocuments({
    db,
    renderer: app.pdfRenderer,
    jobs: app.jobs,
    log: app.log,
    origin: config.publicUrl,
    configuredKey: config.documentSigningKey ? await parseConfiguredKey(config.documentSigningKey) : null,
  });
  app.decorate('verifiableDocuments', documents);
  const render = renderJob(documents, db);
  app.jobs.define<RenderJobData>(RENDER_JOB, ({ data }) => render(data), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    concurrency: 1,
  });
  app.jobs.schedule('verifiable-documents.sweep', { everySeconds: SWEEP_SECONDS }, () =>
    documents.renderPending(20),
  );
  await app.register(verifyRoutes, { db, documents });
};

export default fp(verifiableDocumentsPlugin, {
  name: 'verifiable-documents',
  dependencies: ['jobs', 'pdf-renderer'],
});
