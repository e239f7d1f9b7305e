import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_MB, UPLOAD_ACCEPT, uploadProblem } from '@portal/contracts/uploads';
import { INVALID_MARK } from './focus-first-error';

type FileFieldProps = {
  id: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** What may be chosen (types, size, how many): always shown. */
  hint: string;
  /** A translated error of the form (e.g. "attach the document" after a submit without one). */
  error?: string | undefined;
  /** How many files may be chosen; more than one lets the picker take several. */
  max?: number;
  buttonRef?: Ref<HTMLLabelElement>;
  /** What the picker offers (default: the documents' PDF, PNG, JPEG). */
  accept?: string;
  /** The client check of one chosen file, a translated message or null (default: the documents' type and size). */
  problem?: (file: File) => string | null;
};

/** Whether the chosen files pass the client-side checks (type, size, count); none chosen is valid here. */
export const filesValid = (files: File[], max = 1): boolean =>
  files.length <= max && files.every((file) => uploadProblem(file) === null);

/**
 * The picker of PDF, PNG or JPEG documents up to 5 MB: the hint says what is allowed; errors appear
 * only about files actually chosen, or when the form reports one. The server checks the bytes again.
 */
export const FileField = ({
  id,
  label,
  files,
  onChange,
  hint,
  error,
  max = 1,
  buttonRef,
  accept = UPLOAD_ACCEPT,
  problem: problemOf,
}: FileFieldProps) => {
  const { t } = useTranslation();
  const documentProblem = (file: File) => {
    const problem = uploadProblem(file);
    return problem ? t(problem, { limit: MAX_UPLOAD_MB }) : null;
  };
  const problems = files.flatMap((file) => {
    const problem = (problemOf ?? documentProblem)(file);
    return problem ? [`${file.name}: ${problem}`] : [];
  });
  if (files.length > max) problems.push(t('uploads.tooMany', { count: max }));
  const message = [...problems, error].filter(Boolean).join(' ');
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          component="label"
          ref={buttonRef}
          aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...{ [INVALID_MARK]: message ? 'true' : undefined }}
        >
          {t('uploads.choose')}
          <input
            id={id}
            hidden
            type="file"
            accept={accept}
            multiple={max > 1}
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
      <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
      {message ? (
        <FormHelperText id={`${id}-error`} error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Stack>
  );
};
