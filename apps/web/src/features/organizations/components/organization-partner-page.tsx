import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-error';
import { localized } from '../../../lib/i18n/localized';
import { usePartnerOrganization } from '../api/organizations-api';
import { OrganizationDetails } from './organization-details';

/** `organization/{id}/epro` (PRO_COMPANY, PRO_OFFICE, FMOL): what a partner sees of an agency. */
export const OrganizationPartnerPage = () => {
  const { i18n } = useTranslation();
  const id = Number(useParams().id);
  const query = usePartnerOrganization(id);
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <NotFoundState backTo="/organization" />;
  return (
    <PageFrame
      title={query.data ? <bdi dir="auto">{localized(query.data.name, i18n.language)}</bdi> : undefined}
    >
      {query.data ? (
        <OrganizationDetails organization={query.data} />
      ) : (
        <Skeleton variant="rectangular" height={320} />
      )}
    </PageFrame>
  );
};
