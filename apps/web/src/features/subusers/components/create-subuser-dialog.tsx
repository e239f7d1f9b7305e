import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MODULES, type AccessRight } from '@portal/contracts/access';
import { canUpdateSubUserPermissions } from '@portal/contracts/navigation';
import {
  subUserCreateSchema,
  type SubUserCreate,
  type SubUserCreated,
  type SubUserCreateInput,
} from '@portal/contracts/subusers';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  showServerRefusal,
  useClearServerErrorsOnChange,
} from '../../../components/form/server-field-errors';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useCreateSubUser } from '../api/subusers-api';
import { RightsMatrix } from './rights-matrix';

const FIELDS = ['username', 'nameAr', 'nameEn', 'email', 'nationalId'] as const;
const NO_RIGHTS: AccessRight[] = MODULES.map((module) => ({ module, access: 'NONE' }));

/** The one-time password, shown once with a copy button. */
const CreatedView = ({ created }: { created: SubUserCreated }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('subusers.created', { username: created.subUser.username })}</Alert>
      {created.oneTimePassword ? (
        <>
          <Typography>{t('subusers.oneTimePasswordHint')}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography
              component="code"
              dir="ltr"
              data-testid="one-time-password"
              sx={{ fontSize: 20, fontFamily: 'monospace' }}
            >
              {created.oneTimePassword}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(created.oneTimePassword ?? '')
                  .then(() => setCopied(true));
              }}
            >
              {t(copied ? 'subusers.copied' : 'subusers.copy')}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography>{t('subusers.externalHint')}</Typography>
      )}
    </Stack>
  );
};

/**
 * Create a sub-user: identity fields and, for the roles that choose rights (spec 6), the rights
 * matrix; the other roles' sub-users get the creator's rights (decision 0017). Then the one-time
 * password once.
 */
export const CreateSubUserDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const choosesRights = credentials ? canUpdateSubUserPermissions(credentials.establishment.role) : false;
  const create = useCreateSubUser();
  const [created, setCreated] = useState<SubUserCreated | null>(null);
  const [rights, setRights] = useState<AccessRight[]>(NO_RIGHTS);
  const form = useForm<SubUserCreateInput, unknown, SubUserCreate>({
    resolver: zodResolver(subUserCreateSchema),
    defaultValues: {
      username: '',
      nameAr: '',
      nameEn: '',
      email: '',
      nationalId: '',
      accessRights: NO_RIGHTS,
    },
    mode: 'onTouched',
  });
  useClearServerErrorsOnChange(form);
  const close = () => {
    setCreated(null);
    setRights(NO_RIGHTS);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ accessRights: _matrixDefault, ...identity }) => {
    try {
      setCreated(await create.mutateAsync(choosesRights ? { ...identity, accessRights: rights } : identity));
    } catch (error) {
      showServerRefusal(form, error, FIELDS);
    }
  });
  const field = { form, required: true } as const;
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="create-subuser-title">
      <DialogTitle id="create-subuser-title">{t('subusers.add')}</DialogTitle>
      <DialogContent>
        {created ? (
          <CreatedView created={created} />
        ) : (
          <Stack
            component="form"
            id="create-subuser-form"
            spacing={2}
            sx={{ pt: 1 }}
            noValidate
            onSubmit={(e) => void submit(e)}
          >
            <FormTextField {...field} name="username" label={t('subusers.fields.username')} dir="ltr" />
            <FormTextField {...field} name="nameAr" label={t('subusers.fields.nameAr')} dir="rtl" />
            <FormTextField {...field} name="nameEn" label={t('subusers.fields.nameEn')} dir="ltr" />
            <FormTextField
              {...field}
              name="email"
              label={t('subusers.fields.email')}
              dir="ltr"
              type="email"
              autoComplete="off"
            />
            <FormTextField form={form} name="nationalId" label={t('subusers.fields.nationalId')} dir="ltr" />
            <Typography variant="h2" sx={{ fontSize: 18 }}>
              {t('subusers.rights')}
            </Typography>
            {choosesRights ? (
              <RightsMatrix value={rights} onChange={setRights} />
            ) : (
              <Typography>{t('subusers.rightsInherited')}</Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t(created ? 'common.close' : 'common.cancel')}</Button>
        {created ? null : (
          <Button type="submit" form="create-subuser-form" variant="contained" disabled={create.isPending}>
            {t('subusers.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
