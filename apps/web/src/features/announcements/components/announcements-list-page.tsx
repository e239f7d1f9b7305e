import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Announcement } from '@portal/contracts/announcements';
import { ANNOUNCEMENT_STATES } from '@portal/contracts/announcements-values';
import { DataTable } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { ANNOUNCEMENTS_URL, useAnnouncements } from '../api/list-announcements';
import { useAnnouncementColumns } from './announcement-columns';
import { useAnnouncementLabels, useAnnouncementTitle } from './announcement-labels';
import { useDeleteAnnouncementAction } from './use-delete-announcement';

const FILTER_KEYS = ['q', 'audience', 'state'] as const;

/** `/admin/announcements`: filters and page in the URL, export, add, open, delete. */
export const AnnouncementsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const announcements = useAnnouncements(list.query);
  const canWrite = useCanOpen('admin.announcementsAdd');
  const columns = useAnnouncementColumns();
  const { roleOptions } = useAnnouncementLabels();
  const titleOf = useAnnouncementTitle();
  const remove = useDeleteAnnouncementAction();

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu
            url={`${ANNOUNCEMENTS_URL}/export`}
            query={list.query}
            fileBase={t('announcements.fileName')}
          />
          {canWrite ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/admin/announcements/add"
            >
              {t('announcements.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('announcements.search') },
          {
            kind: 'select',
            name: 'audience',
            label: t('announcements.fields.audience'),
            options: [{ value: 'PUBLIC', label: t('announcements.audiencePublic') }, ...roleOptions],
          },
          {
            kind: 'select',
            name: 'state',
            label: t('announcements.fields.state'),
            options: ANNOUNCEMENT_STATES.map((value) => ({
              value,
              label: t(`announcements.state.${value}`),
            })),
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Announcement>
        label={t('routes.adminAnnouncements.title')}
        columns={columns}
        {...listTableProps(list, announcements)}
        getRowId={(row) => row.id}
        rowLabel={titleOf}
        rowActions={(row) => [
          {
            id: 'open',
            label: t(canWrite ? 'announcements.edit' : 'announcements.view'),
            onClick: () => void navigate(`/admin/announcements/${row.id}`),
          },
          {
            id: 'delete',
            label: t('announcements.delete'),
            hidden: !canWrite,
            onClick: () => void remove(row),
          },
        ]}
      />
    </PageFrame>
  );
};
