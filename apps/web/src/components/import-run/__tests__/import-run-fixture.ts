import type { ImportRun } from '@portal/contracts/import-runs';

/** An import run as `GET /api/import-runs/{id}` answers it: queued, unless told otherwise. */
export const importRunFixture = (overrides: Partial<ImportRun> = {}): ImportRun => ({
  id: 'run-1',
  kind: 'visas',
  status: 'queued',
  fileName: 'things.csv',
  rowsRead: 0,
  rowsAccepted: 0,
  rowsRefused: 0,
  written: {},
  message: null,
  issueCount: 0,
  issues: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

/** What a refused run answers: two of three rows invalid (an unknown employer and country), nothing written. */
export const refusedRun = {
  status: 'refused',
  rowsRead: 3,
  rowsAccepted: 1,
  rowsRefused: 2,
  message: '2 rows are invalid: nothing was imported.',
  issueCount: 2,
  issues: [
    { line: 3, field: 'employerId', message: 'No employer has this id.' },
    { line: 4, field: 'country', message: 'Unknown country code XXX.' },
  ],
} satisfies Partial<ImportRun>;
