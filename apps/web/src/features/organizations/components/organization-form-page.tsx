import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import type { OrganizationDetail } from '@portal/contracts/organizations';
import { pathTo } from '@portal/contracts/routes';
import { Link as RouterLink } from 'react-router';
import { FormFrame } from '../../../components/form/form-frame';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useRecordReload } from '../../../components/form/use-record-reload';
import {
  fetchOrganization,
  organizationKey,
  useCreateOrganization,
  useOrganization,
  useUpdateOrganization,
} from '../api/organizations-api';
import {
  emptyOrganizationForm,
  organizationFormDefaults,
  ORGANIZATION_FIELDS,
  type OrganizationAddValues,
  type OrganizationFormValues,
} from '../organization-form-values';
import { OrganizationFormFields } from './organization-form-fields';
import { useRegistrationPrefill } from '../../registration/registration-prefill';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const loadSchemas = () => import('../organization-form-schema');
const resolver = lazyResolver<OrganizationFormValues, OrganizationAddValues>(() =>
  loadSchemas().then((module) => module.organizationAddFormSchema),
);

/** The server names fields `organization.x` / `establishment.x` on create; the form names them `x`. */
const flattenFieldErrors = (error: unknown): unknown => {
  if (!isApiError(error) || !error.body?.fieldErrors) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.body.fieldErrors).map(([key, messages]) => [
      key.replace(/^(organization|establishment)\./, ''),
      messages,
    ]),
  );
  return new ApiError(error.status, { ...error.body, fieldErrors }, error.method, error.url);
};

const rethrowFlat = async <T,>(promise: Promise<T>): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    throw flattenFieldErrors(error);
  }
};

type FormBodyProps = {
  initial: OrganizationFormValues;
  record?: OrganizationDetail;
  /** The accepted registration request the new organisation comes from (linked on save). */
  registrationId?: number | null;
};

const FormBody = ({ initial, record, registrationId }: FormBodyProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const update = useUpdateOrganization(record?.id ?? 0);
  const form = useForm<OrganizationFormValues, unknown, OrganizationAddValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    organizationKey(record?.id ?? 0),
    () => fetchOrganization(record?.id ?? 0),
    organizationFormDefaults,
  );
  const onSaved = useCallback(
    (saved: OrganizationDetail) => navigate(pathTo('organization.view', { id: saved.id })),
    [navigate],
  );
  const submit = async (values: OrganizationAddValues) => {
    const { laborOfficeId, sequenceNumber, ...rest } = values;
    // Validated already: the schema's module is in by now.
    const organization = (await loadSchemas()).organizationFormSchema.parse(rest);
    if (record) return rethrowFlat(update.mutateAsync({ ...organization, rowVersion: record.rowVersion }));
    return rethrowFlat(
      create.mutateAsync({
        organization,
        establishment: { laborOfficeId, sequenceNumber },
        ...(registrationId ? { registrationId } : {}),
      }),
    );
  };
  return (
    <FormFrame
      form={form}
      label={record ? t('routes.organizationEdit.title') : t('routes.organizationAdd.title')}
      onSubmit={submit}
      {...(record && { reload })}
      fields={ORGANIZATION_FIELDS}
      successMessage={t('organizations.saved')}
      onSaved={onSaved}
      actions={
        <Button
          component={RouterLink}
          to={record ? pathTo('organization.view', { id: record.id }) : '/organization'}
        >
          {t('common.cancel')}
        </Button>
      }
    >
      <OrganizationFormFields form={form} withEstablishment={!record} />
    </FormFrame>
  );
};

/** `organization/add` (ADMIN with ORGANIZATION WRITE). */
export const OrganizationAddPage = () => {
  // `?registration=<id>`: prefilled from an accepted registration request (decision 0015).
  const registrationId = Number(useSearchParams()[0].get('registration')) || null;
  const prefill = useRegistrationPrefill(registrationId);
  if (registrationId !== null && prefill.isPending)
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={320} />
      </PageFrame>
    );
  return (
    <PageFrame>
      <FormBody
        key={registrationId ?? 'new'}
        initial={{ ...emptyOrganizationForm, ...prefill.data }}
        registrationId={prefill.data ? registrationId : null}
      />
    </PageFrame>
  );
};

/** `organization/{id}/edit`: another organisation's id that does not exist shows the not-found page. */
export const OrganizationEditPage = () => {
  const id = Number(useParams().id);
  const query = useOrganization(id);
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <NotFoundState backTo="/organization" />;
  if (!query.data)
    return <PageFrame>{query.isPending ? <Skeleton variant="rectangular" height={320} /> : null}</PageFrame>;
  return (
    <PageFrame>
      {/* Keyed by id, not updatedAt: the refetch after saving must not remount the form before it navigates. */}
      <FormBody key={query.data.id} initial={organizationFormDefaults(query.data)} record={query.data} />
    </PageFrame>
  );
};
