import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { chunkFailureOf, isChunkLoadError, type ChunkFailure } from './chunk-failure';

type Verdict = ChunkFailure | 'checking' | 'failed';

/** Reloads the page once the connection is back; offline, a reload would only show the browser's error. */
const retry = () => {
  if (navigator.onLine !== false) window.location.reload();
};

/**
 * Shown when a route fails to render or its code cannot be loaded: spec 8's connection message
 * with a retry when the connection is the cause, "a new version" only when a release replaced the
 * page's code, otherwise the page failed.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<Verdict>(() => (isChunkLoadError(error) ? 'checking' : 'failed'));
  useEffect(() => {
    if (!isRouteErrorResponse(error))
      void import('../../lib/error-reporting').then((module) => module.reportError(error));
    if (!isChunkLoadError(error)) return undefined;
    let current = true;
    void chunkFailureOf(error).then((found) => {
      if (current) setVerdict(found);
    });
    return () => {
      current = false;
    };
  }, [error]);

  if (verdict === 'checking')
    return (
      <Container component="main" id="main-content" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <CircularProgress aria-label={t('errors.checkingConnection')} />
      </Container>
    );
  const texts = {
    connection: { title: t('errors.connection'), body: null },
    newVersion: { title: t('errors.newVersionTitle'), body: t('errors.newVersionBody') },
    failed: { title: t('errors.unknown'), body: t('errors.pageFailed') },
  }[verdict];
  return (
    <Container component="main" id="main-content" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {texts.title}
      </Typography>
      {texts.body ? <Typography sx={{ mb: 3 }}>{texts.body}</Typography> : null}
      {verdict === 'connection' ? (
        <Button variant="contained" onClick={retry} sx={{ mt: 2 }}>
          {t('errors.retry')}
        </Button>
      ) : verdict === 'newVersion' ? (
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/">
          {t('errors.backHome')}
        </Button>
      )}
    </Container>
  );
};
