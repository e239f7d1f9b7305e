import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import { HoverLabel } from '../../../components/hover-label';

const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * Spec 2's feedback widget, as a button in the app bar: a floating button covered list controls
 * such as the next-page arrow (decision 0018). The dialog's code loads the first time it is opened.
 */
export const FeedbackWidget = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <HoverLabel label={t('feedback.open')}>
        <IconButton
          color="inherit"
          aria-label={t('feedback.open')}
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <FeedbackIcon />
        </IconButton>
      </HoverLabel>
      {loaded ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
