import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@portal/contracts/constants';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { ExportFormat } from '@portal/contracts/list';
import type { RouteId } from '@portal/contracts/routes';
import type { Database } from '../../db/client';
import { languageOf, translate, type MessageKey } from '../../i18n/catalogue';
import { registerHistoryRoute } from '../../platform/history/routes';
import type { HistoryFields } from '../../platform/history/fields';
import type { HistoryEntityType } from '../../platform/history/service';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { sendExport, type ExportColumn } from '../export/send-export';
import { sendRevalidated } from '../http-cache';
import { allRows } from '../list/list-query';
import { routeAccess } from '../route-access';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['lookups'];
const security = [{ bearer: [] }];

type Query<S extends z.ZodType> = z.output<S>;
type ExportQuery<S extends z.ZodType> = Omit<z.output<S>, 'format'>;

/** One lookup's admin endpoints, described (see `registerLookupRoutes`). */
export type LookupRoutesDescription<
  ListQuery extends z.ZodType,
  ExportQuerySchema extends z.ZodType<{ format: ExportFormat }>,
  Input extends z.ZodType,
  OptionsQuery extends z.ZodType,
  ExportRow,
> = {
  db: Database;
  /** The collection's URL, e.g. `/api/lookups/jobs`; a record is `${path}/:id`. */
  path: string;
  /** The contracts route whose rule guards the admin endpoints: its READ reads, its WRITE changes. */
  routeId: RouteId;
  schemas: {
    listQuery: ListQuery;
    listResponse: z.ZodType;
    exportQuery: ExportQuerySchema;
    /** `{ id }` of `${path}/:id`. */
    params: z.ZodType<{ id: number }>;
    /** One record: the answer of get, create, update, activate and deactivate. */
    record: z.ZodType;
    /** The body of create. */
    input?: Input;
    /** The body of update: the input and the `rowVersion` it was read on (contracts `versioned`). */
    updateInput?: z.ZodType<Query<Input> & { rowVersion: number }>;
  };
  /** The OpenAPI summaries; an endpoint is registered when its summary and its function are given. */
  summaries: {
    list: string;
    export: string;
    get: string;
    create?: string;
    update?: string;
    activate?: string;
    deactivate?: string;
    delete?: string;
  };
  list: (query: Query<ListQuery>) => Promise<unknown>;
  export: {
    /** The catalogue key of the file name (without date and extension). */
    fileName: MessageKey;
    columns: (language: Language) => readonly ExportColumn<ExportRow>[];
    /** The whole filtered, sorted result, batch by batch (`fetchPage(limit, offset)`). */
    fetcher: (
      query: ExportQuery<ExportQuerySchema>,
    ) => (limit: number, offset: number) => Promise<ExportRow[]>;
  };
  /** `GET ${path}/options` for every signed-in person, with an ETag (the choices of forms). */
  options?: {
    summary: string;
    querystring: OptionsQuery;
    response: z.ZodType;
    load: (query: Query<OptionsQuery>) => Promise<unknown>;
  };
  get: (id: number) => Promise<unknown>;
  create?: (userId: number, input: Query<Input>, language: Language) => Promise<unknown>;
  update?: (
    userId: number,
    id: number,
    input: Query<Input> & { rowVersion: number },
    language: Language,
  ) => Promise<unknown>;
  setActive?: (userId: number, id: number, active: boolean) => Promise<unknown>;
  remove?: (userId: number, id: number, language: Language) => Promise<void>;
  /** `GET /api/history/${entityType}/:entityId` with the READ rule; 404 unless the record exists. */
  history: {
    entityType: HistoryEntityType;
    /** What the history shows (the lookup's declared fields). */
    fields: HistoryFields;
    exists: (db: Database, id: number) => Promise<boolean>;
  };
};

/**
 * Registers a lookup's admin endpoints from its description: list `GET path`, `GET path/export`
 * (CSV or XLSX), `GET path/options` (when described), `GET path/:id`, `POST path`, `PUT path/:id`,
 * `POST path/:id/activate|deactivate`, `DELETE path/:id` (each when described) and the history
 * route. Reads need the route's READ, changes its WRITE (`routeAccess(routeId, …)`).
 */
export const registerLookupRoutes = <
  ListQuery extends z.ZodType,
  ExportQuerySchema extends z.ZodType<{ format: ExportFormat }>,
  Input extends z.ZodType,
  OptionsQuery extends z.ZodType,
  ExportRow,
>(
  app: FastifyInstance,
  lookup: LookupRoutesDescription<ListQuery, ExportQuerySchema, Input, OptionsQuery, ExportRow>,
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, path, schemas, summaries } = lookup;
  const READ = routeAccess(lookup.routeId, 'READ');
  const WRITE = routeAccess(lookup.routeId, 'WRITE');
  const recordPath = `${path}/:id`;
  const params = schemas.params;
  const languageOfRequest = (headers: { 'accept-language'?: string | undefined }) =>
    languageOf(headers['accept-language']);
  const userIdOf = (request: Parameters<typeof establishmentSessionOf>[0]) =>
    establishmentSessionOf(request).user.id;

  api.get(
    path,
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: summaries.list,
        querystring: schemas.listQuery,
        response: { 200: schemas.listResponse, ...errors },
      },
    },
    async (request) => lookup.list(request.query as Query<ListQuery>),
  );

  api.get(
    `${path}/export`,
    {
      config: { access: READ },
      schema: { tags, security, summary: summaries.export, querystring: schemas.exportQuery },
    },
    async (request, reply) => {
      const { format, ...query } = request.query as z.output<ExportQuerySchema>;
      const language = languageOfRequest(request.headers);
      return sendExport(reply, {
        format,
        filename: translate(language, lookup.export.fileName),
        columns: lookup.export.columns(language),
        rows: allRows(lookup.export.fetcher(query)),
      });
    },
  );

  const { options } = lookup;
  if (options) {
    api.get(
      `${path}/options`,
      {
        config: { access: { authenticated: true } },
        schema: {
          tags,
          security,
          summary: options.summary,
          description: 'Served with an ETag and `Cache-Control: private, no-cache`: 304 while unchanged.',
          querystring: options.querystring,
          response: { 200: options.response, 304: z.null(), 401: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendRevalidated(request, reply, await options.load(request.query as Query<OptionsQuery>)),
    );
  }

  api.get(
    recordPath,
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: summaries.get,
        params,
        response: { 200: schemas.record, ...errors },
      },
    },
    async (request) => lookup.get(request.params.id),
  );

  const { create, update, setActive, remove } = lookup;
  if (create && summaries.create && schemas.input) {
    api.post(
      path,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: summaries.create,
          body: schemas.input,
          response: { 201: schemas.record, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body as Query<Input>;
        const record = await create(userIdOf(request), body, languageOfRequest(request.headers));
        return reply.code(201).send(record);
      },
    );
  }

  const { updateInput } = schemas;
  if (update && summaries.update && updateInput) {
    api.put(
      recordPath,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: summaries.update,
          description:
            'Applied only while the record still has `rowVersion` (409 and no change when it moved).',
          params,
          body: updateInput,
          response: { 200: schemas.record, ...errors },
        },
      },
      async (request) =>
        update(
          userIdOf(request),
          request.params.id,
          request.body as Query<Input> & { rowVersion: number },
          languageOfRequest(request.headers),
        ),
    );
  }

  if (setActive && summaries.activate && summaries.deactivate) {
    for (const [action, active, summary] of [
      ['activate', true, summaries.activate],
      ['deactivate', false, summaries.deactivate],
    ] as const) {
      api.post(
        `${recordPath}/${action}`,
        {
          config: { access: WRITE },
          schema: { tags, security, summary, params, response: { 200: schemas.record, ...errors } },
        },
        async (request) => setActive(userIdOf(request), request.params.id, active),
      );
    }
  }

  if (remove && summaries.delete) {
    api.delete(
      recordPath,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: summaries.delete,
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await remove(userIdOf(request), request.params.id, languageOfRequest(request.headers));
        return reply.code(204).send(null);
      },
    );
  }

  registerHistoryRoute(app, {
    db,
    entityType: lookup.history.entityType,
    fields: lookup.history.fields,
    access: READ,
    canSee: lookup.history.exists,
  });
};
