import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/contracts/lookups-jobs';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { jobQuery } from '../api/get-job';
import { JobForm } from '../components/job-form';

const job: Job = {
  id: 4,
  rowVersion: 2,
  code: '512001',
  nameAr: 'طباخ منزلي',
  nameEn: 'Home cook',
  allowedGender: 'ANY',
  minAge: null,
  maxAge: null,
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
/** The job as someone else saved it meanwhile. */
const theirs: Job = { ...job, rowVersion: 3, nameEn: 'Family cook', minAge: 30 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MESSAGE = 'Someone else saved this record after you opened it, so your changes were not saved.';

/** The API: a PUT on an old version answers the 409 of decision 0039; GET answers their version. */
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as Job;
    if (body.rowVersion !== theirs.rowVersion) {
      return json({ message: MESSAGE, code: ERROR_CODES.recordChanged }, 409);
    }
    return json({ ...theirs, ...body, rowVersion: theirs.rowVersion + 1 });
  }
  return json(theirs);
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

/** The record page: the job from its query, as the form's page reads it. */
const Page = () => {
  const { data } = useQuery({ ...jobQuery(job.id), initialData: job, staleTime: Infinity });
  return <JobForm job={data} />;
};

describe('an edit form after someone else saved the record', { timeout: 30_000 }, () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  beforeEach(() => fetchMock.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  it('says so with Reload; Reload shows their values, and the next save sends their version', async () => {
    await setupTestI18n('en-US');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderRoutes([{ path: '/', element: <Page /> }], '/', client);
    const name = screen.getByRole('textbox', { name: /English name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Cook');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGE);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toMatchObject({ nameEn: 'Cook', rowVersion: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Family cook')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum candidate age')).toHaveDisplayValue('30');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(client.getQueryData<Job>(['jobs', 'one', job.id])?.rowVersion).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(2));
    expect(JSON.parse(String(puts()[1]![1]!.body))).toMatchObject({ nameEn: 'Family cook', rowVersion: 3 });
  });

  it('offers Reload in Arabic', async () => {
    await setupTestI18n('ar-SA');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderRoutes([{ path: '/', element: <Page /> }], '/', client);
    await userEvent.type(screen.getByRole('textbox', { name: /الاسم بالإنجليزية/ }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
  });
});
