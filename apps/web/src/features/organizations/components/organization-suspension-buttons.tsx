import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { hasAccess } from '@portal/contracts/access';
import type { OrganizationDetail } from '@portal/contracts/organizations';
import { confirm } from '../../../components/confirm-dialog';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useFeatureFlags } from '../../../lib/config';
import { handleError } from '../../../lib/error-handler';
import { localized } from '../../../lib/i18n/localized';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { SuspendDialog, useLiftSuspension } from '../../suspensions';

/**
 * Flag `organizationButtons` (off in the build): suspend the organisation, or lift its current
 * suspension, straight from its page, with the suspensions screen's dialog and API. Hidden when the
 * flag is off or the person lacks ORGANIZATION WRITE.
 */
export const OrganizationSuspensionButtons = ({ organization }: { organization: OrganizationDetail }) => {
  const { t, i18n } = useTranslation();
  const { organizationButtons } = useFeatureFlags();
  const credentials = useCredentials();
  const client = useQueryClient();
  const lift = useLiftSuspension();
  const [open, setOpen] = useState(false);
  const canWrite = credentials ? hasAccess(credentials.accessRights, 'ORGANIZATION', 'WRITE') : false;
  if (!organizationButtons || !canWrite) return null;
  const name = localized(organization.name, i18n.language);
  const reload = () => client.invalidateQueries({ queryKey: ['organizations'] });

  const onLift = async (suspensionId: number) => {
    const ok = await confirm({
      title: t('suspensions.liftTitle'),
      message: t('suspensions.liftMessage', { name }),
      confirmLabel: t('suspensions.lift'),
    });
    if (!ok) return;
    try {
      await lift.mutateAsync(suspensionId);
      showAlert({ type: 'success', message: t('suspensions.lifted', { name }) });
      await reload();
    } catch (error) {
      handleError(error);
    }
  };

  if (organization.suspension) {
    const { id } = organization.suspension;
    return (
      <Button variant="outlined" color="warning" disabled={lift.isPending} onClick={() => void onLift(id)}>
        {t('suspensions.lift')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('suspensions.suspend')}
      </Button>
      <LoadWhenOpened open={open}>
        <SuspendDialog
          open={open}
          organization={organization}
          onClose={() => {
            setOpen(false);
            void reload();
          }}
        />
      </LoadWhenOpened>
    </>
  );
};
