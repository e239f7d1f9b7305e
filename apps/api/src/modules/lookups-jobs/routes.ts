import type { FastifyInstance } from 'fastify';
import {
  jobExportQuerySchema,
  jobIdParamsSchema,
  jobInputSchema,
  jobUpdateSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobOptionsQuerySchema,
  jobOptionsResponseSchema,
  jobSchema,
} from '@portal/contracts/lookups-jobs';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { jobExportColumns } from './export-columns';
import { findJob, jobsFetcher } from './repository';
import { createJob, deleteJob, getJob, jobOptions, listJobs, setJobActive, updateJob } from './service';
import { JOB_HISTORY_FIELDS } from './history-fields';

export type LookupsJobsRoutesOptions = { database: DatabaseHandle };

/** Admin lookup: jobs (careers). ADMIN with LOOKUP READ reads, LOOKUP WRITE changes; options for every signed-in person. */
export const lookupsJobsRoutes = async (
  app: FastifyInstance,
  options: LookupsJobsRoutesOptions,
): Promise<void> => {
  const { db } = options.database;
  registerLookupRoutes(app, {
    db,
    path: '/api/lookups/jobs',
    routeId: 'admin.job',
    schemas: {
      listQuery: jobListQuerySchema,
      listResponse: jobListResponseSchema,
      exportQuery: jobExportQuerySchema,
      params: jobIdParamsSchema,
      record: jobSchema,
      input: jobInputSchema,
      updateInput: jobUpdateSchema,
    },
    summaries: {
      list: 'Jobs: filtered, sorted page with the total',
      export: 'Jobs: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
      get: 'One job',
      create: 'Add a job (unique code: 409 when taken)',
      update: 'Change a job (unique code: 409 when taken)',
      activate: 'Activate a job: offered again for new choices',
      deactivate: 'Deactivate a job: hidden from new choices, kept on records that use it',
      delete: 'Delete a job nobody uses (409 naming where it is used)',
    },
    list: (query) => listJobs(db, query),
    export: {
      fileName: 'jobs.fileName',
      columns: jobExportColumns,
      fetcher: (query) => jobsFetcher(db, query, query),
    },
    options: {
      summary: 'Jobs to choose from: active ones, plus includeId (the value a record already holds)',
      querystring: jobOptionsQuerySchema,
      response: jobOptionsResponseSchema,
      load: (query) => jobOptions(db, query.includeId),
    },
    get: (id) => getJob(db, id),
    create: (userId, input, language) => createJob(db, userId, input, language),
    update: (userId, id, input, language) => updateJob(db, userId, id, input, language),
    setActive: (userId, id, active) => setJobActive(db, userId, id, active),
    remove: (userId, id, language) => deleteJob(db, userId, id, language),
    history: {
      entityType: 'job',
      fields: JOB_HISTORY_FIELDS,
      exists: async (database, id) => (await findJob(database, id)) !== null,
    },
  });
};
