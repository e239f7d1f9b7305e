import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../lib/api-error';
import { toLanguage } from '../../../lib/i18n/language';
import { queryClient } from '../../../lib/query-client';
import { fetchRegistryOrganization } from '../api/registry-api';
import { localName } from './local-name';
import { registryErrorText } from './registry-error-text';
import { RegistryFacts } from './registry-facts';
import { RegistryHistory } from './registry-history';
import { PublicPage } from '../../../components/public-page';
import { RegistryPartnerships } from './registry-partnerships';
import { ScorecardView } from '../../../components/scorecard/scorecard-view';

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
    <Typography id={id} variant="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * `/registry/:id` (issue 25): an office's or agency's licence, status with its dated history,
 * partnerships in force, and its scorecard (decision 0060).
 */
export const RegistryOrganizationContent = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { id = '' } = useParams<{ id: string }>();
  const organization = useQuery({
    queryKey: ['publicRegistry', 'organization', id],
    queryFn: ({ signal }) => fetchRegistryOrganization(id, signal),
    staleTime: 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
    meta: { skipGlobalErrorHandler: true },
  });
  const data = organization.data;
  const back = (
    <Link component={RouterLink} to="/registry" sx={{ display: 'inline-block', mb: 2 }}>
      {t('publicRegistry.organization.back')}
    </Link>
  );
  if (!data) {
    const notFound =
      organization.isError &&
      isApiError(organization.error) &&
      [400, 404].includes(organization.error.status);
    return (
      <PublicPage width="lg" title={t('routes.registryOrganization.title')}>
        {back}
        <Box aria-live="polite">
          {organization.isPending ? (
            <>
              <Typography sx={{ mb: 1 }}>{t('publicRegistry.organization.loading')}</Typography>
              <LinearProgress aria-label={t('publicRegistry.organization.loading')} />
            </>
          ) : notFound ? (
            <Typography>{t('publicRegistry.organization.notFound')}</Typography>
          ) : (
            <>
              <Typography color="error" sx={{ mb: 1 }}>
                {registryErrorText(organization.error, t, 'publicRegistry.organization.error')}
              </Typography>
              <Button variant="outlined" onClick={() => void organization.refetch()}>
                {t('publicRegistry.results.retry')}
              </Button>
            </>
          )}
        </Box>
      </PublicPage>
    );
  }
  return (
    <PublicPage width="lg" title={<bdi dir="auto">{localName(data.name, language)}</bdi>}>
      {back}
      <Section id="registry-facts" title={t('publicRegistry.organization.facts')}>
        <RegistryFacts organization={data} />
      </Section>
      <Section id="registry-history" title={t('publicRegistry.organization.historyTitle')}>
        <RegistryHistory events={data.history} />
      </Section>
      <Section id="registry-partnerships" title={t('publicRegistry.organization.partnershipsTitle')}>
        <RegistryPartnerships partnerships={data.partnerships} />
      </Section>
      <Section id="registry-scorecard" title={t('publicRegistry.organization.scorecardTitle')}>
        <Typography>{t('publicRegistry.organization.scorecardNote')}</Typography>
        <ScorecardView figures={data.scorecard} />
      </Section>
    </PublicPage>
  );
};

export const RegistryOrganizationPage = () => (
  <QueryClientProvider client={queryClient}>
    <RegistryOrganizationContent />
  </QueryClientProvider>
);
