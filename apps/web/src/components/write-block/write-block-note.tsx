import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { WriteBlock } from '@portal/contracts/organization-status';

/** Says why a write button is disabled (the organisation is suspended, or its licence expired). */
export const WriteBlockNote = ({ id, block }: { id: string; block: WriteBlock }) => {
  const { t } = useTranslation();
  return (
    <Typography id={id} variant="body2" color="textSecondary" sx={{ maxWidth: '22rem' }}>
      {t(`writeBlock.${block}`)}
    </Typography>
  );
};
