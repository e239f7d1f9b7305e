import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RegistrationStatusAnswer } from '@portal/contracts/registration';
import { REFERENCE_PATTERN } from '@portal/contracts/registration-values';
import { isApiError } from '../../../lib/api-error';
import { fetchRegistrationStatus } from '../api/registration-api';

/** The requester checks the state of a request with its reference (nothing else is shown). */
export const StatusCheck = ({ initialReference = '' }: { initialReference?: string }) => {
  const { t } = useTranslation();
  const [reference, setReference] = useState(initialReference);
  const [answer, setAnswer] = useState<RegistrationStatusAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = async () => {
    setAnswer(null);
    const value = reference.trim().toUpperCase();
    if (!REFERENCE_PATTERN.test(value)) {
      setProblem(t('registration.status.invalidReference'));
      return;
    }
    try {
      setProblem(null);
      setAnswer(await fetchRegistrationStatus(value));
    } catch (error) {
      setProblem(
        isApiError(error) && error.status === 404 ? t('registration.status.notFound') : t('errors.unknown'),
      );
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {t('registration.status.title')}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <TextField
          id="registration-reference"
          label={t('registration.status.reference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          error={Boolean(problem)}
          helperText={problem ?? 'RF-2026-000123'}
        />
        <Button type="submit" variant="outlined">
          {t('registration.status.check')}
        </Button>
      </Stack>
      {answer ? (
        <Alert severity="info" sx={{ mt: 2 }} role="status">
          <bdi dir="ltr">{answer.reference}</bdi>: {t(`registration.statuses.${answer.status}`)}
        </Alert>
      ) : null}
    </Paper>
  );
};
