import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import {
  EMPLOYMENT_REQUEST_POST_ACTIONS,
  EMPLOYMENT_REQUEST_REASON_KINDS,
  employmentRequestTransitions,
  type EmploymentRequestPostAction,
} from '@portal/contracts/employment-requests/transitions';
import { reasonNeedOf } from '../../../components/action-bar/action-reason';
import { ReasonDialog } from '../../../components/action-bar/reason-dialog';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { postRequestAction } from '../api/request-actions-api';
import { requestKeys } from '../api/requests-keys';

type Color = 'primary' | 'success' | 'error' | 'warning';
const COLORS: Partial<Record<EmploymentRequestPostAction, Color>> = {
  accept: 'success',
  acceptDirect: 'success',
  approve: 'success',
  reject: 'error',
  embassyReject: 'error',
  cancel: 'error',
  cancelViaMofa: 'error',
  confirmMofaCancellation: 'error',
};

const isPostAction = (action: string): action is EmploymentRequestPostAction =>
  (EMPLOYMENT_REQUEST_POST_ACTIONS as readonly string[]).includes(action);

type Asking = { action: EmploymentRequestPostAction; required: boolean } | null;

/**
 * The request's buttons: exactly the `actions` the API allows the caller now (declaration order),
 * each confirmed first, with a reason of the declared kind where the action takes one; then
 * posted, and the request, the lists and the counts reload (also after a 409: someone acted first).
 */
export const RequestActions = ({ request }: { request: EmploymentRequest }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  // accept and acceptDirect are one button: the request's country allows one of them.
  const actions = request.actions
    .filter(isPostAction)
    .filter((action, _, all) => action !== 'acceptDirect' || !all.includes('accept'));
  const text = (action: EmploymentRequestPostAction, part: 'label' | 'confirm' | 'done') =>
    t(`employmentRequests.actions.${action}.${part}`);

  const post = async (action: EmploymentRequestPostAction, reasonId?: number) => {
    setBusy(true);
    try {
      await postRequestAction(request.id, action, reasonId);
      showAlert({ type: 'success', message: text(action, 'done') });
      await client.invalidateQueries({ queryKey: requestKeys.all });
    } catch (error) {
      handleError(error);
      if (isApiError(error) && error.status === 409)
        await client.invalidateQueries({ queryKey: requestKeys.all });
    } finally {
      setBusy(false);
    }
  };

  const start = async (action: EmploymentRequestPostAction) => {
    const need = reasonNeedOf(employmentRequestTransitions.actions[action].input);
    if (need !== 'none') {
      setAsking({ action, required: need === 'required' });
      return;
    }
    const yes = await confirm({
      title: text(action, 'label'),
      message: text(action, 'confirm'),
      confirmLabel: text(action, 'label'),
      cancelLabel: t('common.cancel'),
    });
    if (yes) await post(action);
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Stack
        role="toolbar"
        aria-label={t('employmentRequests.actions.label')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant="contained"
            color={COLORS[action] ?? 'primary'}
            disabled={busy}
            onClick={() => void start(action)}
          >
            {text(action, 'label')}
          </Button>
        ))}
      </Stack>
      {asking ? (
        <ReasonDialog
          title={text(asking.action, 'label')}
          message={text(asking.action, 'confirm')}
          confirmLabel={text(asking.action, 'label')}
          kind={
            EMPLOYMENT_REQUEST_REASON_KINDS[asking.action as keyof typeof EMPLOYMENT_REQUEST_REASON_KINDS]
          }
          required={asking.required}
          onClose={(reasonId) => {
            const { action } = asking;
            setAsking(null);
            if (reasonId !== null) void post(action, reasonId);
          }}
        />
      ) : null}
    </>
  );
};
