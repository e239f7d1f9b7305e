import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ImportKind, ImportRunStarted } from '@portal/contracts/import-runs';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { AppError, unauthorized } from '../../lib/errors';
import type { UploadedPart } from '../uploads/multipart';
import { deleteImportRunsBefore, failStaleImportRuns, finishImportRun, insertImportRun } from './repository';
import { importRunRoutes } from './routes';
import { runImport } from './run-import';
import type { ImportDefinition } from './types';

export type Imports = {
  /** Declares one kind of import; register before the app is ready. */
  define: <C extends Record<string, unknown>>(definition: ImportDefinition<C>) => void;
  /**
   * Checks the file's header (400 at once when it is wrong), stores the upload and queues its run;
   * answers the run's id for the `202`. `context` is what the import needs of the uploader's session.
   */
  start: <C extends Record<string, unknown>>(
    kind: ImportKind,
    request: FastifyRequest,
    file: UploadedPart,
    context: C,
  ) => Promise<ImportRunStarted>;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Spreadsheet imports run as jobs (platform/import-runs, docs/decisions/0048). */
    imports: Imports;
  }
}

const RUN_JOB = 'imports.run';
const KEEP_DAYS = 30;
/** A run still queued or running this long after its upload was lost (its job expires after 15 minutes). */
const STALE_MINUTES = 60;
const DAY_SECONDS = 24 * 60 * 60;

type AnyDefinition = ImportDefinition<Record<string, unknown>>;

const importRunsPlugin: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  app: FastifyInstance,
  { database },
) => {
  const { db } = database;
  const definitions = new Map<string, AnyDefinition>();

  app.jobs.define<{ runId: string }>(RUN_JOB, ({ data }) => runImport(db, app.log, definitions, data.runId), {
    retryLimit: 1,
    // One import at a time per instance: each is a long loop that yields, more would only share it.
    concurrency: 1,
    expireInSeconds: 15 * 60,
  });
  app.jobs.schedule('import-runs.sweep', { everySeconds: DAY_SECONDS }, async () => {
    await failStaleImportRuns(db, new Date(Date.now() - STALE_MINUTES * 60_000), (language) =>
      translate(languageOf(language), 'imports.abandoned'),
    );
    await deleteImportRunsBefore(db, new Date(Date.now() - KEEP_DAYS * DAY_SECONDS * 1000));
  });

  const imports: Imports = {
    define: (definition) => {
      if (definitions.has(definition.kind)) throw new Error(`import ${definition.kind} is defined twice`);
      definitions.set(definition.kind, definition as unknown as AnyDefinition);
    },
    start: async (kind, request, file, context) => {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`no import of kind ${kind} is defined`);
      const userId = request.session?.user.id;
      if (userId === undefined) throw unauthorized();
      await definition.checkHeader(file.bytes);
      const id = randomUUID();
      const language = languageOf(request.headers['accept-language']);
      await insertImportRun(db, {
        id,
        kind,
        createdBy: userId,
        language,
        fileName: file.filename,
        file: file.bytes,
        context,
      });
      const jobId = await app.jobs.send(RUN_JOB, { runId: id }).catch((error: unknown) => {
        request.log.error({ err: error, importRun: id }, 'could not queue an import run');
        return null;
      });
      if (!jobId) {
        await finishImportRun(db, id, { status: 'failed', message: translate(language, 'imports.failed') });
        throw new AppError(503, 'errors.unavailable', { retryAfterSeconds: 30 });
      }
      return { id };
    },
  };
  app.decorate('imports', imports);
  await app.register(importRunRoutes, { database });
};

export default fp(importRunsPlugin, { name: 'import-runs', dependencies: ['jobs'] });
