import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MyContractLookup } from '@portal/contracts/my-contract';
import { checkLookup, EMPTY_LOOKUP, type LookupProblems, type LookupValues } from '../lookup-values';

/** Codes and numbers read left to right in every language. */
const CODE_INPUT = {
  dir: 'ltr',
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const;

const DATE_PARTS = [
  { key: 'birthDay', label: 'form.day', autoComplete: 'bday-day', maxLength: 2, width: 88 },
  { key: 'birthMonth', label: 'form.month', autoComplete: 'bday-month', maxLength: 2, width: 88 },
  { key: 'birthYear', label: 'form.year', autoComplete: 'bday-year', maxLength: 4, width: 120 },
] as const;

/**
 * The three details the worker types. Checked here as the API checks them (the contract's schema);
 * the first field with a problem takes the focus.
 */
export const LookupForm = ({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (body: MyContractLookup) => void;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<LookupValues>(EMPTY_LOOKUP);
  const [problems, setProblems] = useState<LookupProblems>({});
  const set = (key: keyof LookupValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const messageOf = (field: keyof LookupProblems) => {
    const problem = problems[field];
    return problem ? t(`validation.${problem}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLookup(values);
    if (checked.problems) {
      setProblems(checked.problems);
      const first = (['requestNumber', 'passportNumber', 'birthDate'] as const).find(
        (field) => checked.problems[field],
      );
      document
        .getElementById(first === 'birthDate' ? 'my-contract-birthDay' : `my-contract-${first}`)
        ?.focus();
      return;
    }
    setProblems({});
    onSubmit(checked.body);
  };

  const birthDateProblem = messageOf('birthDate');
  const hasProblems = Object.keys(problems).length > 0;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="my-contract-form-heading">
      <Typography id="my-contract-form-heading" variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {t('form.heading')}
      </Typography>
      {hasProblems ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('form.problems')}
        </Alert>
      ) : null}
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <TextField
          id="my-contract-requestNumber"
          label={t('form.requestNumber')}
          value={values.requestNumber}
          onChange={set('requestNumber')}
          required
          error={Boolean(problems.requestNumber)}
          helperText={messageOf('requestNumber') ?? t('form.requestNumberHint')}
          slotProps={{ htmlInput: { ...CODE_INPUT, maxLength: 40 } }}
        />
        <TextField
          id="my-contract-passportNumber"
          label={t('form.passportNumber')}
          value={values.passportNumber}
          onChange={set('passportNumber')}
          required
          error={Boolean(problems.passportNumber)}
          helperText={messageOf('passportNumber') ?? t('form.passportNumberHint')}
          slotProps={{ htmlInput: { ...CODE_INPUT, maxLength: 40 } }}
        />
        <Box
          component="fieldset"
          aria-describedby="my-contract-birthDate-help"
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ mb: 1, fontWeight: 500 }}>
            {t('form.birthDate')}
            <span aria-hidden="true"> *</span>
          </Typography>
          <Stack direction="row" spacing={2}>
            {DATE_PARTS.map((part) => (
              <TextField
                key={part.key}
                id={`my-contract-${part.key}`}
                label={t(part.label)}
                value={values[part.key]}
                onChange={set(part.key)}
                required
                error={Boolean(problems.birthDate)}
                sx={{ width: part.width }}
                slotProps={{
                  htmlInput: {
                    dir: 'ltr',
                    inputMode: 'numeric',
                    autoComplete: part.autoComplete,
                    maxLength: part.maxLength,
                    // Each box is told the fieldset's hint or problem (the legend names the date).
                    'aria-describedby': 'my-contract-birthDate-help',
                  },
                }}
              />
            ))}
          </Stack>
          <FormHelperText id="my-contract-birthDate-help" error={Boolean(birthDateProblem)}>
            {birthDateProblem ?? t('form.birthDateHint')}
          </FormHelperText>
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy}>
            {busy ? t('form.checking') : t('form.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
