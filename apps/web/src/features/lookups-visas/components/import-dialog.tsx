import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { VISA_IMPORT_COLUMNS, VISA_IMPORT_MAX_ROWS } from '@portal/contracts/visas-values';
import { ImportRunDialog } from '../../../components/import-run/import-run-dialog';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { importVisas } from '../api/import-visas';

const COLUMNS = new Set<string>(VISA_IMPORT_COLUMNS);

/**
 * The admin's import of visas from a CSV or XLSX file, all rows or none: a refused run says why
 * and lists the rows to correct by line, column and problem (docs/decisions/0048).
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ImportRunDialog
      kind="visas"
      open={open}
      onClose={onClose}
      title={t('visas.importTitle')}
      fileLabel={t('visas.file')}
      upload={importVisas}
      help={
        <Typography variant="body2">
          {t('visas.importHelp', {
            columns: VISA_IMPORT_COLUMNS.join(', '),
            max: formatNumber(VISA_IMPORT_MAX_ROWS, language),
          })}
        </Typography>
      }
      columnLabel={(field) => (COLUMNS.has(field) ? t(`visas.fields.${field}`) : field)}
      summary={({ written }) => t('visas.imported', { count: written.imported ?? 0 })}
    />
  );
};
