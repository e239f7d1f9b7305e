import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MyContractLookup } from '@portal/contracts/my-contract';
import { isApiError } from '../../../lib/api-error';
import { toLanguage } from '../../../lib/i18n/language';
import { queryClient } from '../../../lib/query-client';
import { useMyContractLookup } from '../api';
import { initialPageLanguage, languageEntry, type MyContractLanguage } from '../languages';
import { pageI18n, usePageLanguage } from '../page-i18n';
import { LanguageChoice } from './language-choice';
import { LookupForm } from './lookup-form';
import { PageDirection } from './page-direction';
import { ResultCard } from './result-card';

/** What went wrong, in the page's words: the hourly limit, or anything else. */
const problemKey = (error: unknown) => (isApiError(error) && error.status === 429 ? 'tooManyTries' : 'error');

const Check = ({
  language,
  chosen,
  onLanguage,
}: {
  /** The language the page shows (its texts are loaded). */
  language: MyContractLanguage;
  /** The language chosen last (shown as soon as its texts are loaded). */
  chosen: MyContractLanguage;
  onLanguage: (language: MyContractLanguage) => void;
}) => {
  const { t } = useTranslation();
  const lookup = useMyContractLookup();
  const submit = (body: MyContractLookup) => lookup.mutate({ body, language });
  const answer = lookup.data;
  return (
    <>
      <LanguageChoice language={chosen} onChange={onLanguage} />
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="subtitle1" component="p" color="textSecondary" sx={{ mb: 1 }}>
        {t('lead')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
        {t('privacy')}
      </Typography>
      <LookupForm busy={lookup.isPending} onSubmit={submit} />
      <Box aria-live="polite" sx={{ mt: 3 }}>
        {lookup.isError ? (
          <Alert severity={problemKey(lookup.error) === 'tooManyTries' ? 'warning' : 'error'}>
            {t(problemKey(lookup.error))}
          </Alert>
        ) : null}
        {answer && !answer.found ? (
          <Alert severity="info">
            <AlertTitle component="h2" sx={{ fontSize: 18 }}>
              {t('noMatch.title')}
            </AlertTitle>
            {t('noMatch.body')}
          </Alert>
        ) : null}
      </Box>
      {answer?.found ? <ResultCard answer={answer} language={language} /> : null}
    </>
  );
};

const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label="Loading · جارٍ التحميل" />
  </Box>
);

/**
 * `/my-contract` (issue 25, decision 0055): the worker checks her own request with its number, her
 * passport number and her birth date, in Arabic, English, Filipino or Indonesian. The page has its
 * own language choice and texts; its content carries its language and direction (right to left for
 * Arabic only), while the portal's header and footer keep the portal's.
 */
export const MyContractPage = () => {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [language, setLanguage] = useState<MyContractLanguage>(() =>
    initialPageLanguage(
      params.get('lang'),
      typeof window === 'undefined' ? [] : navigator.languages,
      toLanguage(i18n.resolvedLanguage ?? i18n.language),
    ),
  );
  const { shown, failed } = usePageLanguage(language);
  const choose = (next: MyContractLanguage) => {
    setLanguage(next);
    setParams(
      (current) => {
        current.set('lang', next);
        return current;
      },
      { replace: true },
    );
  };
  // The content carries the language whose texts it shows.
  const showing = shown ?? language;
  const { dir } = languageEntry(showing);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box lang={showing} dir={dir}>
        <PageDirection direction={dir}>
          {failed ? (
            <Alert severity="error">Please reload the page. · يُرجى إعادة تحميل الصفحة.</Alert>
          ) : shown ? (
            <I18nextProvider i18n={pageI18n}>
              <QueryClientProvider client={queryClient}>
                <Check language={shown} chosen={language} onLanguage={choose} />
              </QueryClientProvider>
            </I18nextProvider>
          ) : (
            <Loading />
          )}
        </PageDirection>
      </Box>
    </Container>
  );
};
