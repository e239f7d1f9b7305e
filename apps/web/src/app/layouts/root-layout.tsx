import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { AlertStack } from '../../components/alert-stack';
import { ConfirmDialogHost } from '../../components/confirm-dialog';
import { LoadingBar } from '../../components/loading-bar';
import { useDocumentTitle } from './use-document-title';
import { useFocusHeadingOnNavigation } from './use-focus-heading';
import { useScrollToTop } from './use-scroll-to-top';

/** Above both layouts: skip link, loading bar, alerts, confirmation dialog, title, scroll and focus. */
export const RootLayout = () => {
  const { t } = useTranslation();
  useDocumentTitle();
  useScrollToTop();
  useFocusHeadingOnNavigation();
  return (
    <>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Box>
      <LoadingBar />
      <AlertStack />
      <ConfirmDialogHost />
      <Outlet />
    </>
  );
};
