import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DLT_IMPORT_COLUMNS, DLT_IMPORT_MAX_ROWS } from '@portal/contracts/hr-pool/dlt';
import { MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import { ImportRunDialog } from '../../../components/import-run/import-run-dialog';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { importDltWorkers } from '../api/import-dlt-workers';

/**
 * The ministry imports its workers from a CSV or XLSX file: the hint says what is allowed and the
 * columns are listed with what each holds; the run then adds the valid rows and lists the refused
 * ones by line, column and problem (docs/decisions/0048).
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const count = (value: number) => formatNumber(value, language);
  return (
    <ImportRunDialog
      kind="hr-pool-dlt"
      open={open}
      onClose={onClose}
      title={t('hrPoolDlt.importDialog.title')}
      fileLabel={t('hrPoolDlt.importDialog.file')}
      fileHint={t('hrPoolDlt.importDialog.hint', { limit: MAX_UPLOAD_MB, max: count(DLT_IMPORT_MAX_ROWS) })}
      uploadLabel={t('hrPoolDlt.importDialog.upload')}
      upload={importDltWorkers}
      help={
        <Box component="details">
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 500 }}>
            {t('hrPoolDlt.importDialog.columnsTitle')}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1, fontSize: 'body2.fontSize' }}>
            {DLT_IMPORT_COLUMNS.map((column) => (
              <Box key={column} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Box component="dt" sx={{ fontFamily: 'monospace' }}>
                  <bdi dir="ltr">{column}</bdi>
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {t(`hrPoolDlt.importDialog.columnsHelp.${column}`)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      }
      columnLabel={(field) =>
        i18n.exists(`hrPoolDlt.columns.${field}`) ? t(`hrPoolDlt.columns.${field}`) : field
      }
      summary={(run) =>
        run.rowsRefused > 0
          ? t('hrPoolDlt.importDialog.doneWithRejected', {
              imported: count(run.written.imported ?? 0),
              rejected: count(run.rowsRefused),
            })
          : t('hrPoolDlt.importDialog.done', { imported: count(run.written.imported ?? 0) })
      }
    />
  );
};
