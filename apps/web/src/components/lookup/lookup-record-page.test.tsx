import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../test/i18n';
import { InactiveNote, LookupRecordPage } from './lookup-record-page';

let canWrite = false;
vi.mock('../../lib/auth/use-can-open', () => ({ useCanOpen: () => canWrite }));

type Thing = { id: number; updatedAt: string; name: string; active: boolean };
const thing: Thing = { id: 5, updatedAt: '2026-01-01T00:00:00.000Z', name: 'Falconer', active: false };

const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify({ items: [], total: 0, page: 0, size: 10 }), {
      headers: { 'content-type': 'application/json' },
    }),
);

const renderAt = (path: string, data: Thing | undefined = thing, isError = false) => {
  const page = (
    <LookupRecordPage<Thing, { fieldLabel: (field: string) => string }>
      useRecord={(id, enabled) => ({ data: enabled && id === thing.id ? data : undefined, isError })}
      useLabels={() => ({ fieldLabel: (field) => field })}
      notFoundKey="jobs.notFound"
      writeRoute="admin.jobAdd"
      entityType="job"
      title={(record) => record.name}
      actions={() => <button type="button">Deactivate it</button>}
      summary={(record) => <InactiveNote active={record.active}>Inactive</InactiveNote>}
      form={(record, readOnly) => <p>{`form of ${record.name}${readOnly ? ', read-only' : ''}`}</p>}
    />
  );
  const router = createMemoryRouter([{ path: '/admin/job/:id', element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('LookupRecordPage', () => {
  beforeAll(async () => {
    await setupTestI18n();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterAll(() => vi.unstubAllGlobals());

  it('says "not found" for an id that is not a number or a record that does not load', async () => {
    renderAt('/admin/job/abc');
    expect(await screen.findByText('This job does not exist.')).toBeTruthy();
  });

  it('shows the record read-only, without the write actions, to a reader', async () => {
    canWrite = false;
    renderAt('/admin/job/5');
    expect(await screen.findByText('form of Falconer, read-only')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Falconer' })).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate it' })).toBeNull();
  });

  it('lets a writer edit and use the actions', async () => {
    canWrite = true;
    renderAt('/admin/job/5');
    expect(await screen.findByText('form of Falconer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate it' })).toBeTruthy();
  });
});
