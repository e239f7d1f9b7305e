import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ListPagination } from '../../../components/data-table/list-pagination';
import { isApiError } from '../../../lib/api-error';
import { toLanguage } from '../../../lib/i18n/language';
import { queryClient } from '../../../lib/query-client';
import { useRenderedInBackground } from '../../../lib/use-rendered-in-background';
import { PublicPage } from '../../../components/public-page';
import { fetchRegistryPage } from '../api/registry-api';
import { registryErrorText } from './registry-error-text';
import { RegistrySearchForm } from './registry-search-form';
import { RegistryTable } from './registry-table';

const PAGE_SIZE = 10;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/** `/registry` (issue 25): anyone searches the licensed offices and agencies; the search and page live in the address. */
export const RegistryListContent = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const results = useQuery({
    // The order follows the language of the page (the API sorts by the name in it).
    queryKey: ['publicRegistry', 'list', language, q, page],
    queryFn: ({ signal }) => fetchRegistryPage({ ...(q && { q }), page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
    meta: { skipGlobalErrorHandler: true },
  });
  const go = (next: { q?: string; page?: number }) => {
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? 0;
    setParams({ ...(nextQ && { q: nextQ }), ...(nextPage > 0 && { page: String(nextPage) }) });
  };
  // The results render in the background, in short tasks (decision 0074).
  const { shown: data, inTransit } = useRenderedInBackground(results.data);
  const loading = results.isPending || (inTransit && !data);
  return (
    <PublicPage width="lg" title={t('routes.registry.title')} lead={t('publicRegistry.lead')}>
      <RegistrySearchForm key={q} initial={q} onSearch={(next) => go({ q: next })} />
      <Box
        component="section"
        aria-labelledby="registry-results-title"
        aria-busy={results.isFetching || inTransit}
      >
        <Typography id="registry-results-title" variant="h2" gutterBottom>
          {t('publicRegistry.results.title')}
        </Typography>
        <Box aria-live="polite" sx={{ mb: 1 }}>
          {loading ? (
            <>
              <Typography sx={{ mb: 1 }}>{t('publicRegistry.results.loading')}</Typography>
              <LinearProgress aria-label={t('publicRegistry.results.loading')} />
            </>
          ) : results.isError && !inTransit ? (
            <Box>
              <Typography color="error" sx={{ mb: 1 }}>
                {registryErrorText(results.error, t, 'publicRegistry.results.error')}
              </Typography>
              <Button variant="outlined" onClick={() => void results.refetch()}>
                {t('publicRegistry.results.retry')}
              </Button>
            </Box>
          ) : data && data.total === 0 ? (
            <>
              <Typography>{t('publicRegistry.results.empty')}</Typography>
              <Typography color="textSecondary">{t('publicRegistry.results.emptyHint')}</Typography>
            </>
          ) : data ? (
            <Typography color="textSecondary">
              {t('publicRegistry.results.count', { count: data.total })}
            </Typography>
          ) : null}
        </Box>
        {data && data.items.length > 0 ? (
          <>
            <RegistryTable items={data.items} />
            <ListPagination
              count={data.total}
              page={page}
              size={PAGE_SIZE}
              onPageChange={(next) => go({ page: next })}
              displayedRows={(range) => t('list.displayedRows', range)}
            />
          </>
        ) : null}
      </Box>
    </PublicPage>
  );
};

/** The public layout has no query client of its own (as the verification page). */
export const RegistryListPage = () => (
  <QueryClientProvider client={queryClient}>
    <RegistryListContent />
  </QueryClientProvider>
);
