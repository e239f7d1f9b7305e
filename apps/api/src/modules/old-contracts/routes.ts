import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/uploads';
import { errorBodySchema } from '@portal/contracts/error-body';
import { importRunStartedSchema } from '@portal/contracts/import-runs';
import {
  oldContractIdParamsSchema,
  oldContractListQuerySchema,
  oldContractListResponseSchema,
  oldContractSchema,
  OLD_CONTRACT_IMPORT_COLUMNS,
  OLD_CONTRACT_IMPORT_MAX_ROWS,
} from '@portal/contracts/hr-pool/old-contracts';
import type { DatabaseHandle } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { readMultipart } from '../../platform/uploads/multipart';
import { OLD_CONTRACTS_IMPORT } from './import-old-contracts';
import { getOldContract, listOldContracts } from './service';

export type OldContractsRoutesOptions = { database: DatabaseHandle };

const TAB = routeAccess('hrPool.oldContracts', 'READ');
const PAGE = routeAccess('oldContracts', 'READ');
/**
 * Who reads old contracts: the HR pool tab's roles and the standalone page's (both HR_POOL READ);
 * what each one sees is narrowed by country in the service.
 */
const READ: EstablishmentAccess = {
  ...TAB,
  roles: [...new Set([...(TAB.roles ?? []), ...(PAGE.roles ?? [])])],
};
/** Imports: the tab's rule at WRITE, for admins only. */
const IMPORT: EstablishmentAccess = { ...routeAccess('hrPool.oldContracts', 'WRITE'), roles: ['ADMIN'] };

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['old-contracts'];
const security = [{ bearer: [] }];

/** Old worker contracts (decision 0026): search, one contract, and the admin's CSV/XLSX import. */
export const oldContractsRoutes = async (
  app: FastifyInstance,
  options: OldContractsRoutesOptions,
): Promise<void> => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.imports.define(OLD_CONTRACTS_IMPORT);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/old-contracts',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Old worker contracts the caller sees: exact passport, visa number, employer id, country',
        description:
          'Values are trimmed and upper-cased; page size 10. A search lists the newest contract first, ' +
          'otherwise the latest imported. `total` is exact up to 10,000, an estimate beyond (`totalIsEstimate`).',
        querystring: oldContractListQuerySchema,
        response: { 200: oldContractListResponseSchema, ...errors },
      },
    },
    async (request) => listOldContracts(db, establishmentSessionOf(request), request.query),
  );

  api.post(
    '/api/old-contracts/import',
    {
      config: { access: IMPORT },
      schema: {
        tags,
        security,
        summary:
          'Import old worker contracts from a CSV or XLSX file (multipart `file`) as a job, row by row',
        description:
          `Header (any order): ${OLD_CONTRACT_IMPORT_COLUMNS.join(',')}, checked at once (400); at most ` +
          `${OLD_CONTRACT_IMPORT_MAX_ROWS} rows. Answers 202 with the run id (GET /api/import-runs/{id}): ` +
          'valid rows are added or, for an existing country and contract number with other values, changed ' +
          '(written.imported, updated, unchanged); refused rows are reported by line and column.',
        consumes: ['multipart/form-data'],
        response: { 202: importRunStartedSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, 1);
      const [file] = files;
      if (!file) throw badRequest('spreadsheet.noFile');
      return reply.code(202).send(await app.imports.start('old-contracts', request, file, {}));
    },
  );

  api.get(
    '/api/old-contracts/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One old worker contract (404 outside the caller’s countries)',
        params: oldContractIdParamsSchema,
        response: { 200: oldContractSchema, ...errors },
      },
    },
    async (request) => getOldContract(db, establishmentSessionOf(request), request.params.id),
  );
};
