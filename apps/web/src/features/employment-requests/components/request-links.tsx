import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { pathTo, type RouteId } from '@portal/contracts/routes';
import { useRouteAllowed } from '../../../components/use-route-allowed';

type LinkId = 'contract' | 'employer' | 'candidate' | 'bulk';

/** The request's other pages (contract, employer, candidate, its bulk), each where the person may go. */
export const RequestLinks = ({
  request,
  current,
}: {
  request: Pick<EmploymentRequest, 'id' | 'bulkId'>;
  current: LinkId;
}) => {
  const { t } = useTranslation();
  const bulkAllowed = useRouteAllowed('employmentRequests.bulk');
  const links: { id: LinkId; route: RouteId; params: { id: number }; label: string }[] = [
    {
      id: 'contract',
      route: 'employmentRequests.contract',
      params: { id: request.id },
      label: t('employmentRequests.links.contract'),
    },
    {
      id: 'employer',
      route: 'employmentRequests.employer',
      params: { id: request.id },
      label: t('employmentRequests.links.employer'),
    },
    {
      id: 'candidate',
      route: 'employmentRequests.candidate',
      params: { id: request.id },
      label: t('employmentRequests.links.candidate'),
    },
  ];
  if (request.bulkId !== null && bulkAllowed) {
    links.push({
      id: 'bulk',
      route: 'employmentRequests.bulk',
      params: { id: request.bulkId },
      label: t('employmentRequests.links.bulk', { id: request.bulkId }),
    });
  }
  return (
    <Stack
      component="nav"
      aria-label={t('employmentRequests.links.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {links
        .filter((link) => link.id !== current)
        .map((link) => (
          <Button
            key={link.id}
            component={RouterLink}
            to={pathTo(link.route, link.params)}
            variant="outlined"
            size="small"
          >
            {link.label}
          </Button>
        ))}
    </Stack>
  );
};
