import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { CandidateStatus } from '@portal/contracts/hr-pool/enums';

const COLORS = { AVAILABLE: 'success', PROCESSING: 'warning', EMPLOYEE: 'default' } as const;

export const CandidateStatusChip = ({ status }: { status: CandidateStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`hrPoolCandidates.status.${status}`)}
    />
  );
};
