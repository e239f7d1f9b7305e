import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pathTo, type RouteId } from '@portal/contracts/routes';

type LinkId = 'view' | 'workerDetails';

const ROUTES: Record<LinkId, RouteId> = {
  view: 'transferContracts.view',
  workerDetails: 'transferContracts.workerDetails',
};

/** The transfer's other page (the contract, or its worker's details). */
export const TransferLinks = ({ id, current }: { id: number; current: LinkId }) => {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('transferContracts.links.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {(Object.keys(ROUTES) as LinkId[])
        .filter((link) => link !== current)
        .map((link) => (
          <Button
            key={link}
            component={RouterLink}
            to={pathTo(ROUTES[link], { id })}
            variant="outlined"
            size="small"
          >
            {t(`transferContracts.links.${link}`)}
          </Button>
        ))}
    </Stack>
  );
};
