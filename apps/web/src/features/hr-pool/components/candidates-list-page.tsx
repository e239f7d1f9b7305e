import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import { CANDIDATE_COLUMN_LABELS } from '@portal/contracts/hr-pool/column-labels';
import { pathTo } from '@portal/contracts/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { formatCurrency } from '../../../lib/format/intl';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { CANDIDATES_URL } from '../api/candidates-keys';
import { useCandidates } from '../api/list-candidates';
import { CANDIDATE_FILTER_KEYS, candidateApiFilters, useCandidateFilterFields } from './candidate-filters';
import { useCandidateLabels } from './candidate-labels';
import { loadCandidateRowParts, RowPhoto, RowStatus } from './candidate-row-parts';
import { HrPoolTabs } from './hr-pool-tabs';

/**
 * `hr-pool` (Candidates tab): the candidates the caller sees (an agency its own, an office the
 * available ones of its partner agencies, admins all), spec 3 filters kept in the URL, 10 a page,
 * photo thumbnails, the export of the whole filtered list, and the agency's "Add candidate".
 */
export const CandidatesListPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const labels = useCandidateLabels();
  const columnLabel = useColumnLabel();
  const role = useCredentials()?.establishment.role;
  const list = useListSearchParams(CANDIDATE_FILTER_KEYS);
  const { fields, showCareers, showCountries } = useCandidateFilterFields(list.filters);
  const apiFilters = candidateApiFilters(list.filters, showCareers, showCountries);
  const query = useMemo(
    () => ({
      ...apiFilters,
      page: list.page,
      size: list.size,
      ...(list.sort && { sort: list.sort, dir: list.dir }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apiFilters is derived from these
    [JSON.stringify(apiFilters), list.page, list.size, list.sort, list.dir],
  );
  // The next page is read after the last id of this one (keyset: page 10,000 as fast as page 1) in
  // id order; the cursors kept are this page's and the next one's, for this filter, sort and size.
  // Any other page (a direct link, a jump back or ahead) is read by offset: the same rows.
  const cursorKey = JSON.stringify([apiFilters, list.size, list.sort, list.dir]);
  const [cursors, setCursors] = useState<{ key: string; after: Record<number, number> }>({
    key: cursorKey,
    after: {},
  });
  const inIdOrder = !list.sort || list.sort === 'createdAt';
  const after = inIdOrder && cursors.key === cursorKey ? cursors.after[list.page] : undefined;
  const pageQuery = useMemo(() => (after === undefined ? query : { ...query, after }), [query, after]);
  const candidates = useCandidates(pageQuery);
  // The rows' photo and chip load beside the list's request (candidate-row-parts.tsx).
  useEffect(() => void loadCandidateRowParts(), []);
  const shown = candidates.isPlaceholderData ? undefined : candidates.data;
  useEffect(() => {
    const last = shown?.items.at(-1);
    if (!shown || !last || shown.page !== list.page || shown.items.length < list.size) return;
    setCursors((current) => {
      const kept = current.key === cursorKey ? current.after[list.page] : undefined;
      if (current.key === cursorKey && current.after[list.page + 1] === last.id) return current;
      return {
        key: cursorKey,
        after: { ...(kept !== undefined && { [list.page]: kept }), [list.page + 1]: last.id },
      };
    });
  }, [shown, cursorKey, list.page, list.size]);
  const canAdd = useRouteAllowed('hrPool.candidateAdd');
  const name = (candidate: Candidate) => localized(candidate.name, language);
  const viewPath = (candidate: Candidate) => pathTo('hrPool.candidate', { id: candidate.id });
  const filtered = Object.keys(apiFilters).length > 0;

  const columns: DataTableColumn<Candidate>[] = [
    {
      id: language === 'ar-SA' ? 'nameAr' : 'nameEn',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.name),
      sortable: true,
      render: (candidate) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <RowPhoto candidate={candidate} name={name(candidate)} />
          <Link component={RouterLink} to={viewPath(candidate)}>
            <bdi dir="auto">{name(candidate)}</bdi>
          </Link>
        </Stack>
      ),
    },
    {
      id: 'passportNumber',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.passportNumber),
      render: (candidate) => <bdi dir="ltr">{candidate.passportNumber}</bdi>,
    },
    {
      id: 'country',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.country),
      render: (candidate) => <bdi dir="auto">{localized(candidate.country.name, language)}</bdi>,
    },
    ...(role === 'EPRO'
      ? []
      : [
          {
            id: 'agency',
            label: columnLabel(CANDIDATE_COLUMN_LABELS.agency),
            render: (candidate: Candidate) => (
              <bdi dir="auto">{localized(candidate.agency.name, language)}</bdi>
            ),
          },
        ]),
    {
      id: 'gender',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.gender),
      render: (candidate) => labels.label('gender', candidate.gender),
    },
    {
      id: 'job',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.job),
      render: (candidate) => <bdi dir="auto">{localized(candidate.job.name, language)}</bdi>,
    },
    {
      id: 'birthDate',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.birthDate),
      sortable: true,
      render: (candidate) => <DateText value={candidate.birthDate} />,
    },
    {
      id: 'expectedSalary',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.expectedSalary),
      sortable: true,
      align: 'right',
      render: (candidate) => formatCurrency(candidate.expectedSalary, language),
    },
    {
      id: 'status',
      label: columnLabel(CANDIDATE_COLUMN_LABELS.status),
      render: (candidate) => <RowStatus status={candidate.status} />,
    },
  ];

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu
            url={`${CANDIDATES_URL}/export`}
            query={query}
            fileBase={t('hrPoolCandidates.fileName')}
          />
          {canAdd ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={pathTo('hrPool.candidateAdd')}
            >
              {t('hrPoolCandidates.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <HrPoolTabs current="candidates" />
      <FilterBar
        fields={fields}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Candidate>
        label={t('hrPoolCandidates.list')}
        columns={columns}
        {...listTableProps(list, candidates, { loading: candidates.isFetching })}
        getRowId={(candidate) => candidate.id}
        rowLabel={(candidate) =>
          t('hrPoolCandidates.rowLabel', { name: name(candidate), passport: candidate.passportNumber })
        }
        emptyMessage={t(filtered ? 'hrPoolCandidates.empty' : 'hrPoolCandidates.emptyAll')}
        formatTotal={
          candidates.data?.totalIsEstimate ? (total) => t('hrPoolCandidates.about', { total }) : undefined
        }
        rowActions={(candidate) => [
          {
            id: 'open',
            label: t('hrPoolCandidates.open'),
            onClick: () => void navigate(viewPath(candidate)),
          },
          {
            id: 'edit',
            label: t('hrPoolCandidates.edit'),
            hidden: !candidate.canEdit,
            onClick: () => void navigate(pathTo('hrPool.candidateEdit', { id: candidate.id })),
          },
        ]}
      />
    </PageFrame>
  );
};
