import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  TRANSFER_CONTRACT_STATUSES,
  type TransferContractStatus,
} from '@portal/contracts/transfer-contracts/schemas';
import type { ListFilters } from '../../../lib/list/use-list-search-params';
import { STATUS_COLORS } from './status-chip';
import { statusesOf, toggledStatus, type TransferFilterKey } from './transfer-filters';

/**
 * One toggle chip per status (and "All") above the list: a quick way to the status filter, kept in
 * the URL like the filter bar's. Each chip is a button that says whether it is pressed.
 */
export const StatusFilterChips = ({
  filters,
  onChange,
}: {
  filters: ListFilters<TransferFilterKey>;
  onChange: (status: string) => void;
}) => {
  const { t } = useTranslation();
  const chosen = statusesOf(filters);
  const chip = (status: TransferContractStatus | null) => {
    const pressed = status === null ? chosen.length === 0 : chosen.includes(status);
    return (
      <Chip
        key={status ?? 'all'}
        label={t(
          status === null ? 'transferContracts.statusChips.all' : `transferContracts.status.${status}`,
        )}
        color={status === null ? 'primary' : STATUS_COLORS[status]}
        variant={pressed ? 'filled' : 'outlined'}
        aria-pressed={pressed}
        onClick={() => onChange(toggledStatus(filters, status))}
      />
    );
  };
  return (
    <Stack
      role="group"
      aria-label={t('transferContracts.statusChips.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {chip(null)}
      {TRANSFER_CONTRACT_STATUSES.map(chip)}
    </Stack>
  );
};
