import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { postVerifyFile } from '../api/verify-file';
import { verifyErrorText } from './error-text';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * "Upload the PDF to compare": the file goes to the API, which compares its SHA-256 with the one
 * fixed at approval (issue 25). The button opens the file chooser (keyboard: Enter or Space); the
 * answer is read out in the polite live region below it.
 */
export const FileCheck = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [notPdf, setNotPdf] = useState(false);
  const compare = useMutation({
    mutationFn: (file: File) => postVerifyFile(code, file),
    meta: { skipGlobalErrorHandler: true },
  });
  const name = compare.variables?.name ?? '';
  const outcome = () => {
    if (notPdf) return <Typography color="error">{t('verify.file.notPdf')}</Typography>;
    if (compare.isPending) return <Typography>{t('verify.file.checking', { name })}</Typography>;
    if (compare.isError) return <Typography color="error">{verifyErrorText(compare.error, t)}</Typography>;
    if (!compare.data) return null;
    const matches = compare.data.file === 'matches';
    return (
      <Typography
        data-file={compare.data.file}
        sx={{ fontWeight: 700, color: matches ? 'success.dark' : 'error.dark' }}
      >
        {t(matches ? 'verify.file.matches' : 'verify.file.doesNotMatch', { name })}
      </Typography>
    );
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h2" gutterBottom>
        {t('verify.file.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('verify.file.text')}</Typography>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="verify-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setNotPdf(!isPdf(file));
          if (isPdf(file)) compare.mutate(file);
          else compare.reset();
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => input.current?.click()}
        disabled={compare.isPending}
      >
        {t('verify.file.choose')}
      </Button>
      <Box aria-live="polite" sx={{ mt: 2, minHeight: '1.5rem' }}>
        {outcome()}
      </Box>
    </Box>
  );
};
