import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import Stack from '@mui/material/Stack';
import { pathTo } from '@portal/contracts/routes';
import { HistoryPanel } from '../../../components/record/history-panel';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { isApiError } from '../../../lib/api-error';
import { localized } from '../../../lib/i18n/localized';
import { useOrganization } from '../api/organizations-api';
import { OrganizationDetails } from './organization-details';
import { OrganizationSuspensionButtons } from './organization-suspension-buttons';

/** `organization/{id}` (ADMIN, SA_EMBASSY): the record, its current suspension and its history. */
export const OrganizationViewPage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const query = useOrganization(id);
  const canEdit = useRouteAllowed('organization.edit');
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <NotFoundState backTo="/organization" />;
  const org = query.data;
  return (
    <PageFrame
      title={org ? <bdi dir="auto">{localized(org.name, i18n.language)}</bdi> : undefined}
      actions={
        org ? (
          <Stack direction="row" spacing={1}>
            <OrganizationSuspensionButtons organization={org} />
            {canEdit ? (
              <Button
                variant="contained"
                component={RouterLink}
                to={pathTo('organization.edit', { id: org.id })}
              >
                {t('organizations.edit')}
              </Button>
            ) : null}
          </Stack>
        ) : null
      }
    >
      {!org ? <Skeleton variant="rectangular" height={320} /> : null}
      {org?.suspension ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('organizations.suspendedSince', {
            reason: localized(org.suspension.reason, i18n.language),
            from: org.suspension.startsOn,
            to: org.suspension.endsOn ?? t('organizations.untilLifted'),
          })}
        </Alert>
      ) : null}
      {org ? <OrganizationDetails organization={org} /> : null}
      {org ? <HistoryPanel entityType="organization" entityId={org.id} /> : null}
    </PageFrame>
  );
};
