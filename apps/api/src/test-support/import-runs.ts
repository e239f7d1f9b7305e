import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  importRunSchema,
  importRunStartedSchema,
  isImportRunFinished,
  type ImportRun,
} from '@portal/contracts/import-runs';
import { multipartBody } from '../platform/uploads/multipart-body.test-support';

const RUN_WAIT_MS = 120_000;

/** Polls an import run (docs/decisions/0048) until it has finished; generous for a loaded machine. */
export const waitForImportRun = async (
  app: FastifyInstance,
  id: string,
  headers: Record<string, string>,
): Promise<ImportRun> => {
  const deadline = Date.now() + RUN_WAIT_MS;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/import-runs/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const run = importRunSchema.parse(res.json());
    if (isImportRunFinished(run.status)) return run;
    if (Date.now() > deadline)
      throw new Error(`import run ${id} is still ${run.status} after ${RUN_WAIT_MS} ms`);
    await sleep(100);
  }
};

/** The run of an upload answered 202, once finished. */
export const finishedRunOf = async (
  app: FastifyInstance,
  started: LightMyRequestResponse,
  headers: Record<string, string>,
): Promise<ImportRun> => {
  expect(started.statusCode, started.body).toBe(202);
  return waitForImportRun(app, importRunStartedSchema.parse(started.json()).id, headers);
};

/** Uploads `bytes` as the multipart `file` of an import route; the raw answer (202, or a refusal). */
export const postImportFile = (
  app: FastifyInstance,
  url: string,
  file: { bytes: Buffer; filename: string },
  headers: Record<string, string>,
) => {
  const body = multipartBody({}, [{ name: 'file', filename: file.filename, bytes: file.bytes }]);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
