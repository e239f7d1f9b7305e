import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createPdfRenderer, type PdfRenderer } from '../platform/pdf-renderer';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The one PDF renderer of the process (a reused Chromium, started on the first PDF). */
    pdfRenderer: PdfRenderer;
  }
}

/** Decorates `app.pdfRenderer`; closing the app stops its Chromium. */
const pdfRendererPlugin = async (app: FastifyInstance, options: { config: AppConfig }): Promise<void> => {
  const renderer = createPdfRenderer({
    executablePath: options.config.chromiumPath,
    poolSize: options.config.pdfPoolSize,
    timeoutMs: options.config.pdfRenderTimeoutMs,
    logger: app.log,
  });
  app.decorate('pdfRenderer', renderer);
  app.addHook('onClose', async () => renderer.close());
};

export default fp(pdfRendererPlugin, { name: 'pdf-renderer' });
