import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEmployerLookup } from '../api/employer-lookup';

const EMPLOYER = {
  id: 3,
  nationalId: '1012345672',
  nameAr: 'فهد العتيبي',
  nameEn: 'Fahad Al-Otaibi',
  mobile: '0551002001',
  city: 'RIYADH',
  address: '12 Al Takhassusi Street, Riyadh',
};

const fetchMock = vi.fn(
  async (_input: RequestInfo | URL) =>
    new Response(JSON.stringify({ registered: true, employer: EMPLOYER }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('useEmployerLookup', () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  afterAll(() => vi.unstubAllGlobals());

  it('looks an id typed in Arabic-Indic digits up as the same id', async () => {
    const { result } = renderHook(() => useEmployerLookup(' ١٠١٢٣٤٥٦٧٢ '), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ kind: 'registered', employer: EMPLOYER }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('nationalId=1012345672');
  });
});
