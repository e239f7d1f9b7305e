import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_REGISTRATION_DOCUMENTS } from '@portal/contracts/registration';
import { MAX_UPLOAD_MB, UPLOAD_ACCEPT, uploadProblem } from '@portal/contracts/uploads';

/** Up to three PDF, PNG or JPEG documents of at most 5 MB each (checked again on the server). */
export const DocumentsField = ({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) => {
  const { t } = useTranslation();
  const problems = files.flatMap((file) => {
    const problem = uploadProblem(file);
    return problem ? [`${file.name}: ${t(problem, { limit: MAX_UPLOAD_MB })}`] : [];
  });
  if (files.length > MAX_REGISTRATION_DOCUMENTS)
    problems.push(t('uploads.tooMany', { max: MAX_REGISTRATION_DOCUMENTS }));
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor="registration-documents" sx={{ fontWeight: 500 }}>
        {t('registration.fields.documents')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label">
          {t('uploads.choose')}
          <input
            id="registration-documents"
            hidden
            multiple
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-describedby="registration-documents-help"
            onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          />
        </Button>
        <Typography variant="body2">
          {files.map((file) => (
            <bdi key={file.name} dir="auto" style={{ marginInlineEnd: 8 }}>
              {file.name}
            </bdi>
          ))}
        </Typography>
      </Stack>
      <FormHelperText id="registration-documents-help" error={problems.length > 0}>
        {problems.length > 0
          ? problems.join(' ')
          : t('registration.documentsHint', { max: MAX_REGISTRATION_DOCUMENTS, limit: MAX_UPLOAD_MB })}
      </FormHelperText>
    </Stack>
  );
};
