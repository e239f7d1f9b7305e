import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { useConfirmedDelete, useConfirmedToggle } from '../../../components/lookup/use-lookup-confirm';
import { useDeleteReason } from '../api/delete-reason';
import { useSetReasonActive } from '../api/set-reason-active';
import { useReasonText } from './reason-labels';

/** Activate, deactivate or delete a reason after a confirmation that says what it means. */
export const useReasonActions = () => {
  const textOf = useReasonText();
  const toggleActive = useConfirmedToggle<ReasonRecord>({
    ns: 'reasons',
    nameOf: textOf,
    isActive: (reason) => reason.active,
    mutation: useSetReasonActive(),
  });
  const deleteReason = useConfirmedDelete<ReasonRecord>({
    ns: 'reasons',
    listPath: '/admin/reason',
    nameOf: textOf,
    mutation: useDeleteReason(),
  });
  return { toggleActive, deleteReason };
};
