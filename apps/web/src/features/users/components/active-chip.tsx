import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

export const ActiveChip = ({ active }: { active: boolean }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={t(active ? 'users.active' : 'users.inactive')}
    />
  );
};
