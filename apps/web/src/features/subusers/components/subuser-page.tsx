import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccessRight } from '@portal/contracts/access';
import { canUpdateSubUserPermissions } from '@portal/contracts/navigation';
import type { SubUser } from '@portal/contracts/subusers';
import { useQueryClient } from '@tanstack/react-query';
import { isRecordChanged, RecordChangedAlert } from '../../../components/form/record-changed-alert';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { useUnsavedChangesGuard } from '../../../components/use-unsaved-changes-guard';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { subUserQuery, useSubUser, useUpdateSubUserRights } from '../api/subusers-api';
import { RightsMatrix } from './rights-matrix';
import { useToggleSubUser } from './use-toggle-subuser';

const RightsEditor = ({ subUser, canEdit }: { subUser: SubUser; canEdit: boolean }) => {
  const { t } = useTranslation();
  const [rights, setRights] = useState<AccessRight[]>(subUser.accessRights);
  const update = useUpdateSubUserRights(subUser.id);
  const [changed, setChanged] = useState<string | null>(null);
  const toggle = useToggleSubUser(setChanged);
  const client = useQueryClient();
  const dirty = JSON.stringify(rights) !== JSON.stringify(subUser.accessRights);
  useUnsavedChangesGuard(canEdit && dirty);
  // Someone else saved the sub-user meanwhile: the page and the matrix take the sub-user as it is
  // now, and the next save is made on its version (docs/decisions/0039).
  const reload = async () => {
    const fresh = await client.fetchQuery({ ...subUserQuery(subUser.id), staleTime: 0 });
    setRights(fresh.accessRights);
    setChanged(null);
  };
  const save = async () => {
    setChanged(null);
    try {
      const saved = await update.mutateAsync({ accessRights: rights, rowVersion: subUser.rowVersion });
      setRights(saved.accessRights);
      showAlert({ type: 'success', message: t('subusers.rightsSaved') });
    } catch (error) {
      if (isRecordChanged(error)) setChanged(error.message);
      else handleError(error);
    }
  };
  return (
    <Stack spacing={2}>
      {canEdit ? null : <Alert severity="info">{t('subusers.rightsReadOnly')}</Alert>}
      <RightsMatrix value={rights} onChange={setRights} disabled={!canEdit} />
      {changed ? <RecordChangedAlert message={changed} onReload={reload} /> : null}
      <Stack direction="row" spacing={2}>
        {canEdit ? (
          <Button variant="contained" disabled={!dirty || update.isPending} onClick={() => void save()}>
            {t('subusers.saveRights')}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          color={subUser.active ? 'error' : 'primary'}
          onClick={() => {
            setChanged(null);
            void toggle(subUser);
          }}
        >
          {t(subUser.active ? 'subusers.deactivate' : 'subusers.activate')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** `/subusers/:id`: who the sub-user is and the rights matrix (editable for the roles that may). */
export const SubUserPage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const credentials = useCredentials();
  const subUser = useSubUser(id);
  if (subUser.error) {
    if (isApiError(subUser.error) && subUser.error.status === 404)
      return <NotFoundState backTo="/subusers" />;
    return <Alert severity="error">{subUser.error.message}</Alert>;
  }
  const s = subUser.data;
  const canEdit = credentials ? canUpdateSubUserPermissions(credentials.establishment.role) : false;
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  return (
    <PageFrame title={s ? <bdi>{arabic ? s.nameAr : s.nameEn}</bdi> : undefined}>
      {s ? (
        <Paper sx={{ p: 2 }}>
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Typography>
              {t('subusers.fields.username')}: <bdi dir="ltr">{s.username}</bdi>
            </Typography>
            <Typography>
              {t('subusers.fields.email')}: <bdi dir="ltr">{s.email}</bdi>
            </Typography>
            <Typography>
              {t('subusers.fields.status')}:{' '}
              {t(s.active ? 'subusers.status.active' : 'subusers.status.inactive')}
            </Typography>
          </Stack>
          <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
            {t('subusers.rights')}
          </Typography>
          <RightsEditor key={`${s.id}-${JSON.stringify(s.accessRights)}`} subUser={s} canEdit={canEdit} />
        </Paper>
      ) : (
        <Typography>{t('common.loading')}</Typography>
      )}
    </PageFrame>
  );
};
