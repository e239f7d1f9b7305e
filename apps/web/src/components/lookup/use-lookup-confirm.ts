import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/alerts/alert-store';
import { confirm } from '../confirm-dialog';

type Mutation<V> = { mutateAsync: (variables: V) => Promise<unknown> };

/**
 * Activate or deactivate a lookup record after a confirmation that says what it means. The texts
 * are `<ns>.activateTitle|deactivateTitle`, `.activateConfirm|deactivateConfirm` ({{name}}),
 * `.activate|deactivate` and `.activated|deactivated`.
 */
export const useConfirmedToggle = <T extends { id: number }>(options: {
  ns: string;
  nameOf: (record: T) => string;
  isActive: (record: T) => boolean;
  mutation: Mutation<{ id: number; active: boolean }>;
}) => {
  const { t } = useTranslation();
  const { ns, nameOf, isActive, mutation } = options;
  return async (record: T) => {
    const active = !isActive(record);
    const name = nameOf(record);
    const confirmed = await confirm({
      title: t(`${ns}.${active ? 'activateTitle' : 'deactivateTitle'}`),
      message: t(`${ns}.${active ? 'activateConfirm' : 'deactivateConfirm'}`, { name }),
      confirmLabel: t(`${ns}.${active ? 'activate' : 'deactivate'}`),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await mutation.mutateAsync({ id: record.id, active }).then(
      () =>
        showAlert({ type: 'success', message: t(`${ns}.${active ? 'activated' : 'deactivated'}`, { name }) }),
      () => undefined, // the global handler shows the error
    );
  };
};

/**
 * Delete a lookup record after a confirmation (`<ns>.deleteTitle`, `.deleteConfirm` ({{name}}),
 * `.delete`, `.deleted`); from its record page (`backToList`) go back to `listPath`.
 */
export const useConfirmedDelete = <T extends { id: number }>(options: {
  ns: string;
  listPath: string;
  nameOf: (record: T) => string;
  mutation: Mutation<number>;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ns, listPath, nameOf, mutation } = options;
  return async (record: T, backToList = false) => {
    const name = nameOf(record);
    const confirmed = await confirm({
      title: t(`${ns}.deleteTitle`),
      message: t(`${ns}.deleteConfirm`, { name }),
      confirmLabel: t(`${ns}.delete`),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await mutation.mutateAsync(record.id).then(
      () => {
        showAlert({ type: 'success', message: t(`${ns}.deleted`, { name }) });
        if (backToList) void navigate(listPath, { replace: true });
      },
      () => undefined, // the global handler shows the error (a 409 names where the record is used)
    );
  };
};
