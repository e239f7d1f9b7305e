import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Language } from '@portal/contracts/constants';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';

const LANGUAGES: { language: Language; key: string }[] = [
  { language: 'en-US', key: 'employmentRequests.pdf.english' },
  { language: 'ar-SA', key: 'employmentRequests.pdf.arabic' },
];

/** Two downloads of one document, in English and in Arabic; `describedBy` names which document. */
export const PdfButtons = ({
  download,
  describedBy,
}: {
  download: (language: Language) => Promise<void>;
  describedBy: string;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Language | null>(null);
  const run = async (language: Language) => {
    setBusy(language);
    try {
      await download(language);
    } catch (error) {
      if (isApiError(error)) handleError(error);
      else showAlert({ type: 'danger', message: t('employmentRequests.pdf.failed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {LANGUAGES.map(({ language, key }) => (
        <Button
          key={language}
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={busy !== null}
          aria-describedby={describedBy}
          onClick={() => void run(language)}
        >
          {t(key)}
        </Button>
      ))}
    </Stack>
  );
};
