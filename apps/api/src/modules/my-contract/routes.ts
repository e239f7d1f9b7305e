import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  MY_CONTRACT_TRIES_PER_HOUR,
  myContractAnswerSchema,
  myContractLookupSchema,
} from '@portal/contracts/my-contract';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enableRateLimits } from '../../lib/rate-limit';
import { recordLookup } from './repository';
import { addressHasher, lookUpMyContract } from './service';

export type MyContractRoutesOptions = { database: DatabaseHandle };

const HOUR = 3_600_000;

/**
 * The worker's own status check (issue 25, decision 0055): public, no account. Ten tries per
 * address an hour on the shared counters (Redis when configured); every try is recorded, the
 * refused ones too.
 */
export const myContractRoutes = async (app: FastifyInstance, options: MyContractRoutesOptions) => {
  await enableRateLimits(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const hashAddress = addressHasher(db);

  /** A refused try is recorded beside the answer; a failure to record it is logged, never answered. */
  const recordRefusal = (request: FastifyRequest) => {
    void hashAddress(request.ip)
      .then((addressHash) => recordLookup(db, { addressHash, employmentRequestId: null, result: 'LIMITED' }))
      .catch((error: unknown) => request.log.warn({ err: error }, 'my-contract: refused try not recorded'));
  };

  api.post(
    '/api/my-contract',
    {
      config: {
        access: { public: true },
        rateLimit: {
          max: MY_CONTRACT_TRIES_PER_HOUR,
          timeWindow: HOUR,
          errorResponseBuilder: () => new AppError(429, 'myContract.tooManyTries'),
          onExceeded: recordRefusal,
        },
      },
      schema: {
        tags: ['my-contract'],
        summary:
          "A worker's own request: status, next step and the contract's summary (request number, passport number and birth date; one answer for any miss)",
        body: myContractLookupSchema,
        response: { 200: myContractAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookUpMyContract(db, request.body, await hashAddress(request.ip));
    },
  );
};
