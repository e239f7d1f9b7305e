import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { DOCUMENT_FRAME_SIZE } from '../../../components/document-frame-size';
import { PdfButtons } from '../../../components/pdf-buttons';
import { isApiError } from '../../../lib/api-error';
import { toLanguage } from '../../../lib/i18n/language';
import { fileLanguage } from '../../../lib/document-download';
import { downloadContractPdf, useContractDocument } from '../api/contract-document';

/**
 * The e-contract as the API prints it, in the current language, with its PDF in Arabic and in
 * English. The HTML is shown in a sandboxed frame (no scripts, no same-origin access), so nothing
 * in it can act on the portal.
 */
export const RequestDocument = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const document = useContractDocument(request.id, language);
  const download = (lang: Language) =>
    downloadContractPdf(
      request.id,
      lang,
      t('employmentRequests.pdf.fileName', { number: request.number, lang: fileLanguage(lang) }),
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="request-document-title" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="request-document-title" component="h2" variant="h6">
          {t('employmentRequests.document.title')}
        </Typography>
        <PdfButtons texts="employmentRequests.pdf" download={download} describedBy="request-document-title" />
      </Stack>
      {document.isPending ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('employmentRequests.document.loading')}
          </Typography>
          <Skeleton variant="rectangular" sx={DOCUMENT_FRAME_SIZE} />
        </Box>
      ) : document.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void document.refetch()}>
              {t('employmentRequests.retry')}
            </Button>
          }
        >
          {isApiError(document.error) && document.error.body?.message
            ? document.error.body.message
            : t('employmentRequests.document.failed')}
        </Alert>
      ) : (
        <Box
          component="iframe"
          title={t('employmentRequests.document.frameTitle')}
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
