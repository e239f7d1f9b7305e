import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readVerificationCode } from './verify-code';

/**
 * The code field: tolerant of what people type from paper (lowercase, spaces, dashes, Arabic-Indic
 * digits); a code that cannot be one is refused here with the reason, the rest goes to `onCheck`.
 */
export const CodeForm = ({ initial, onCheck }: { initial: string; onCheck: (code: string) => void }) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = readVerificationCode(typed);
    setInvalid(!code);
    if (code) onCheck(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography id={titleId} variant="h2" gutterBottom>
        {t('verify.form.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={t('verify.form.label')}
          name="code"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t('verify.codeInvalid') : t('verify.form.hint')}
          autoComplete="off"
          spellCheck={false}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40, autoCapitalize: 'characters' } }}
          sx={{ flex: '1 1 20rem' }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
          {t('verify.form.submit')}
        </Button>
      </Box>
    </Box>
  );
};
