import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPORT_FORMATS, type ExportFormat } from '@portal/contracts/list';
import type { QueryValue } from '../lib/api-client';
import { handleError } from '../lib/error-handler';
import { LazyMenu } from './lazy-menu';

type ExportMenuProps = {
  /** The list's export endpoint, e.g. `/api/lookups/jobs/export`. */
  url: string;
  /** The list's current query (`useListSearchParams().query`): the export has the same filters and sort. */
  query: Record<string, QueryValue>;
  /** File name without date and extension (translated). */
  fileBase: string;
};

/** "Export" with CSV and XLSX: the server's export of the whole filtered list, downloaded as a file. */
export const ExportMenu = ({ url, query, fileBase }: ExportMenuProps) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);
  const menuId = useId();
  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setPending(true);
    try {
      // The download's code (the request, the file's name and saving) loads with the first export
      // (decision 0064).
      const { downloadExport } = await import('../lib/list/download-export');
      await downloadExport(url, query, format, fileBase);
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={pending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {pending ? t('export.preparing') : t('export.button')}
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        actions={EXPORT_FORMATS.map((format) => ({
          id: format,
          label: t(`export.${format}`),
          onClick: () => void download(format),
        }))}
      />
    </>
  );
};
