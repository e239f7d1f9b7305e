import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReminderPreferences } from '@portal/contracts/inbox';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { showAlert } from '../../../lib/alerts/alert-store';
import { handleError } from '../../../lib/error-handler';
import { useReminderPreferences, useSaveReminderPreferences } from '../api/inbox-api';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<ReminderPreferences>(() =>
  import('@portal/contracts/inbox').then((module) => module.reminderPreferencesSchema),
);

/**
 * Which reminders arrive by e-mail (50 %, 80 %, the breach) and in which language (decision 0058);
 * the inbox gets every reminder whatever is chosen here.
 */
export const ReminderPreferencesForm = () => {
  const { t } = useTranslation();
  const query = useReminderPreferences();
  const save = useSaveReminderPreferences();
  const form = useForm<ReminderPreferences>({
    resolver,
    mode: 'onTouched',
  });
  const { reset } = form;
  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      showAlert({ type: 'success', message: t('inbox.preferences.saved') });
    } catch (error) {
      handleError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="inbox-preferences-title">
      <Typography id="inbox-preferences-title" variant="h6" component="h2" gutterBottom>
        {t('inbox.preferences.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('inbox.preferences.intro')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rectangular" height={160} aria-label={t('inbox.preferences.loading')} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('inbox.retry')}
            </Button>
          }
        >
          {t('inbox.preferences.error')}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
          <FormCheckboxField form={form} name="emailAtHalf" label={t('inbox.preferences.emailAtHalf')} />
          <FormCheckboxField
            form={form}
            name="emailAtFourFifths"
            label={t('inbox.preferences.emailAtFourFifths')}
          />
          <FormCheckboxField form={form} name="emailAtBreach" label={t('inbox.preferences.emailAtBreach')} />
          <FormSelectField
            form={form}
            name="language"
            label={t('inbox.preferences.language')}
            options={[
              { value: 'ar-SA', label: 'العربية' },
              { value: 'en-US', label: 'English' },
            ]}
          />
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('inbox.preferences.save')}
            </Button>
          </div>
        </Stack>
      )}
    </Paper>
  );
};
