import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a new release). */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (!isRouteErrorResponse(error))
      void import('../../lib/error-reporting').then((module) => module.reportError(error));
  }, [error]);
  const stale = isChunkLoadError(error);
  return (
    <Container component="main" id="main-content" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {stale ? t('errors.newVersionTitle') : t('errors.unknown')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{stale ? t('errors.newVersionBody') : t('errors.pageFailed')}</Typography>
      {stale ? (
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
