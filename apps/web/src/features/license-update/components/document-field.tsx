import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_MB, UPLOAD_ACCEPT, uploadProblem } from '@portal/contracts/uploads';

type DocumentFieldProps = {
  id: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** A translated error to show (e.g. "attach the document"). */
  error?: string | undefined;
  multiple?: boolean;
  max?: number;
};

/** A file picker for PDF, PNG or JPEG up to 5 MB; checked here, and again from the bytes on the server. */
export const DocumentField = ({
  id,
  label,
  files,
  onChange,
  error,
  multiple = false,
  max = 1,
}: DocumentFieldProps) => {
  const { t } = useTranslation();
  const problems = files
    .map((file) => ({ file, problem: uploadProblem(file) }))
    .filter((entry) => entry.problem !== null)
    .map(({ file, problem }) => `${file.name}: ${t(problem ?? '', { limit: MAX_UPLOAD_MB })}`);
  const tooMany = files.length > max ? t('uploads.tooMany', { max }) : null;
  const message = [...problems, tooMany, error].filter(Boolean).join(' ');
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label">
          {t('uploads.choose')}
          <input
            id={id}
            hidden
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple={multiple}
            aria-describedby={`${id}-help`}
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
      <FormHelperText id={`${id}-help`} error={Boolean(message)}>
        {message || t('uploads.unsupportedType') + ' ' + t('uploads.tooLarge', { limit: MAX_UPLOAD_MB })}
      </FormHelperText>
    </Stack>
  );
};

/** Whether every chosen file passes the client-side checks. */
export const documentsValid = (files: File[], max = 1): boolean =>
  files.length > 0 && files.length <= max && files.every((file) => uploadProblem(file) === null);
