import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { organizationInfoRequired } from '@portal/contracts/guards';
import { subjectFromCredentials } from '@portal/contracts/navigation';
import { postLoginDestination } from '@portal/contracts/post-login';
import type { ProfileUpdate } from '@portal/contracts/profile';
import { isRecordChanged, RecordChangedAlert } from '../../../components/form/record-changed-alert';
import { PageFrame } from '../../../components/page-frame';
import { useUnsavedChangesGuard } from '../../../components/use-unsaved-changes-guard';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { useFeatureFlags } from '../../../lib/config';
import { handleError } from '../../../lib/error-handler';
import { loadCredentials, saveCredentials } from '../../../lib/storage/credentials-storage';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { syncCredentialsFromServer } from '../../auth/sync-credentials';
import { useUpdateOrganizationProfile } from '../api/update-organization-profile';
import { isProfileField, profileFormDefaults, type ProfileFormValues } from '../profile-form-values';
import { ProfileFormSections } from './profile-form-sections';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<ProfileFormValues, ProfileUpdate>(() =>
  import('@portal/contracts/profile').then((module) => module.profileUpdateSchema),
);

/**
 * `/profile/edit` (spec 4 step 2): the organisation info an office must complete, validated by the
 * server's own schema; on success the stored credentials are updated and the sequence goes on.
 */
export const ProfileEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useCredentials();
  const features = useFeatureFlags();
  const update = useUpdateOrganizationProfile();
  const [destination, setDestination] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: credentials ? profileFormDefaults(credentials.organization) : undefined,
    mode: 'onTouched',
  });
  useUnsavedChangesGuard(form.formState.isDirty && destination === null);

  useEffect(() => {
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  if (!credentials) return null;
  const incomplete = organizationInfoRequired(credentials);

  // Someone else saved the organisation meanwhile: the stored credentials (and the `rowVersion`
  // the next save sends) and the form take the organisation as it is now (docs/decisions/0039).
  const reloadOrganization = async () => {
    await syncCredentialsFromServer();
    const organization = loadCredentials()?.organization;
    if (organization) form.reset(profileFormDefaults(organization));
    setChanged(null);
  };

  const onSubmit = (values: ProfileUpdate) => {
    setChanged(null);
    update.mutate(
      { ...values, rowVersion: credentials.organization.rowVersion },
      {
        onSuccess: (organization) => {
          const updated = { ...credentials, organization };
          saveCredentials(updated);
          showAlert({ type: 'success', message: t('profile.saved') });
          setDestination(postLoginDestination(updated, subjectFromCredentials(updated, features)));
        },
        onError: (error) => {
          if (isRecordChanged(error)) return setChanged(error.message);
          const fieldErrors = isApiError(error) && error.status === 400 ? error.body?.fieldErrors : undefined;
          const known = Object.entries(fieldErrors ?? {}).filter(([key]) => isProfileField(key));
          if (known.length === 0) return handleError(error);
          for (const [key, messages] of known) {
            if (isProfileField(key)) form.setError(key, { type: 'server', message: messages[0] ?? '' });
          }
        },
      },
    );
  };

  const hasErrors = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;

  return (
    <PageFrame>
      <Alert severity={incomplete ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {incomplete ? t('profile.incomplete') : t('profile.intro')}
      </Alert>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label={t('routes.profileEdit.title')}
        onSubmit={form.handleSubmit(onSubmit)}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <ProfileFormSections form={form} />
        {hasErrors ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {t('profile.fixErrors')}
          </Alert>
        ) : null}
        {changed ? <RecordChangedAlert message={changed} onReload={reloadOrganization} /> : null}
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </Box>
      </Paper>
    </PageFrame>
  );
};
