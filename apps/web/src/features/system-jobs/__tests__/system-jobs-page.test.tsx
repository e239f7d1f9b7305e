import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import type { JobQueue, JobsOverview } from '@portal/contracts/system-jobs';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { i18n } from '../../../lib/i18n/i18n';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { SystemJobsPage } from '../components/system-jobs-page';
import { systemJobsTexts } from '../locales/module-texts';

const queue = (overrides: Partial<JobQueue>): JobQueue => ({
  name: 'uploads.sweep',
  kind: 'schedule',
  everySeconds: 3600,
  scheduled: true,
  waiting: 0,
  running: 0,
  completed: 0,
  failed: 0,
  oldestWaitingSince: null,
  lastRun: null,
  nextRunAt: '2026-11-28T16:00:00.000Z',
  recentFailures: [],
  ...overrides,
});

const OVERVIEW: JobsOverview = {
  generatedAt: '2026-11-28T15:30:00.000Z',
  queues: [
    queue({
      name: 'employment-requests.expiry-sweep',
      everySeconds: 60,
      completed: 42,
      lastRun: {
        startedAt: '2026-11-28T15:29:00.000Z',
        finishedAt: '2026-11-28T15:29:01.000Z',
        outcome: 'completed',
      },
    }),
    queue({
      name: 'spreadsheets.import',
      kind: 'task',
      everySeconds: null,
      scheduled: false,
      waiting: 3,
      failed: 1,
      nextRunAt: null,
      lastRun: { startedAt: '2026-11-28T15:20:00.000Z', finishedAt: null, outcome: 'failed' },
      recentFailures: [{ id: 'f1', at: '2026-11-28T15:21:00.000Z', message: 'the sheet has no header row' }],
    }),
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/system-jobs',
        element: <SystemJobsPage />,
        handle: { route: routeById('admin.systemJobs') },
      },
    ],
    '/admin/system-jobs',
  );

describe('the job queue screen', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: () => Response = () => json(OVERVIEW);

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(systemJobsTexts);
  });
  beforeEach(() => {
    answer = () => json(OVERVIEW);
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saveCredentials(credentialsFixture(membershipFixture({ role: 'ADMIN' })));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/system/jobs' ? answer() : json({ message: 'unexpected' }, 500),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('shows each queue with its period, counts, last run and the recent failures', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Job queues' }, WAIT);
    const [, sweep, imports] = within(table).getAllByRole('row');
    expect(within(sweep!).getByRole('rowheader')).toHaveTextContent('Expire unanswered employment requests');
    expect(sweep).toHaveTextContent('Every minute');
    expect(sweep).toHaveTextContent('42');
    expect(sweep).toHaveTextContent('Completed');
    // A queue the screen has no name for shows its own name; a task runs on request.
    expect(within(imports!).getByRole('rowheader')).toHaveTextContent('spreadsheets.import');
    expect(imports).toHaveTextContent('On request');
    expect(imports).toHaveTextContent('Failed');
    const failures = screen.getByRole('table', { name: 'Recent failures' });
    expect(failures).toHaveTextContent('the sheet has no header row');
  });

  it('reads the queue again on Refresh now, by keyboard', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Job queues' }, WAIT);
    const before = fetchMock.mock.calls.length;
    screen.getByRole('button', { name: 'Refresh now' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
  });

  it('says when no job is registered', async () => {
    answer = () => json({ generatedAt: OVERVIEW.generatedAt, queues: [] });
    renderPage();
    expect(await screen.findByText('No background jobs are registered.', {}, WAIT)).toBeInTheDocument();
  });

  it('says when the queue could not be read, and tries again', async () => {
    answer = () => json({ message: 'down' }, 503);
    renderPage();
    expect(await screen.findByText('The job queue could not be read.', {}, WAIT)).toBeInTheDocument();
    answer = () => json(OVERVIEW);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Job queues' }, WAIT)).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar-SA');
    renderPage();
    const table = await screen.findByRole('table', { name: 'قوائم المهام' }, WAIT);
    expect(table).toHaveTextContent('إنهاء طلبات التوظيف التي لم يُرد عليها');
    expect(table).toHaveTextContent('كل دقيقة');
  });
});
