import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '@portal/contracts/constants';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { DOCUMENT_FRAME_SIZE } from '../../../components/document-frame-size';
import { PdfButtons } from '../../../components/pdf-buttons';
import { isApiError } from '../../../lib/api-error';
import { toLanguage } from '../../../lib/i18n/language';
import { fileLanguage } from '../../../lib/document-download';
import { downloadTransferPdf, useTransferDocument } from '../api/transfer-document';

/**
 * The transfer contract as the API prints it, in the current language, with its PDF in Arabic and
 * in English. The HTML is shown in a sandboxed frame (no scripts, no same-origin access).
 */
export const TransferDocument = ({ transfer }: { transfer: TransferContract }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const document = useTransferDocument(transfer.id, language);
  const download = (lang: Language) =>
    downloadTransferPdf(
      transfer.id,
      lang,
      t('transferContracts.pdf.fileName', { number: transfer.number, lang: fileLanguage(lang) }),
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transfer-document-title" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="transfer-document-title" component="h2" variant="h6">
          {t('transferContracts.document.title')}
        </Typography>
        <PdfButtons texts="transferContracts.pdf" download={download} describedBy="transfer-document-title" />
      </Stack>
      {document.isPending ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('transferContracts.document.loading')}
          </Typography>
          <Skeleton variant="rectangular" sx={DOCUMENT_FRAME_SIZE} />
        </Box>
      ) : document.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void document.refetch()}>
              {t('transferContracts.retry')}
            </Button>
          }
        >
          {isApiError(document.error) && document.error.body?.message
            ? document.error.body.message
            : t('transferContracts.document.failed')}
        </Alert>
      ) : (
        <Box
          component="iframe"
          title={t('transferContracts.document.frameTitle')}
          sandbox=""
          srcDoc={document.data.html}
          sx={{
            width: '100%',
            ...DOCUMENT_FRAME_SIZE,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      )}
    </Paper>
  );
};
