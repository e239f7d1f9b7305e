import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDateTime } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import { confirm } from '../confirm-dialog';

type WizardDraftNoticeProps = {
  /** When the restored draft was last saved (ISO). */
  savedAt: string;
  /** Deletes the draft and goes back to the first step. */
  onStartOver: () => void;
};

/** Says that a draft left earlier was restored, with a way to start over (after a confirmation). */
export const WizardDraftNotice = ({ savedAt, onStartOver }: WizardDraftNoticeProps) => {
  const { t, i18n } = useTranslation();
  const ask = async () => {
    const yes = await confirm({
      title: t('wizard.startOverTitle'),
      message: t('wizard.startOverMessage'),
      confirmLabel: t('wizard.startOver'),
      cancelLabel: t('common.cancel'),
    });
    if (yes) onStartOver();
  };
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void ask()}>
          {t('wizard.startOver')}
        </Button>
      }
    >
      {t('wizard.draftRestored', {
        time: formatDateTime(savedAt, toLanguage(i18n.resolvedLanguage ?? i18n.language)),
      })}
    </Alert>
  );
};
