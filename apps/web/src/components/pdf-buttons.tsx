import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Language } from '@portal/contracts/constants';
import { showAlert } from '../lib/alerts/alert-store';
import { isApiError } from '../lib/api-error';
import { handleError } from '../lib/error-handler';

const LANGUAGES: { language: Language; text: 'english' | 'arabic' }[] = [
  { language: 'en-US', text: 'english' },
  { language: 'ar-SA', text: 'arabic' },
];

/**
 * Two downloads of one document, in English and in Arabic; `describedBy` names which document.
 * `texts` is the feature's key prefix holding `english`, `arabic` and `failed`.
 */
export const PdfButtons = ({
  download,
  describedBy,
  texts,
}: {
  download: (language: Language) => Promise<void>;
  describedBy: string;
  texts: string;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Language | null>(null);
  const run = async (language: Language) => {
    setBusy(language);
    try {
      await download(language);
    } catch (error) {
      if (isApiError(error)) handleError(error);
      else showAlert({ type: 'danger', message: t(`${texts}.failed`) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {LANGUAGES.map(({ language, text }) => (
        <Button
          key={language}
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={busy !== null}
          aria-describedby={describedBy}
          onClick={() => void run(language)}
        >
          {t(`${texts}.${text}`)}
        </Button>
      ))}
    </Stack>
  );
};
