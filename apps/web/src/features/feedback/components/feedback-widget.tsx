import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Fab from '@mui/material/Fab';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';

const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

/** Spec 2: a floating feedback button; the dialog's code loads the first time it is opened. */
export const FeedbackWidget = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('feedback.open')}
        title={t('feedback.open')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <FeedbackIcon />
      </Fab>
      {loaded ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
