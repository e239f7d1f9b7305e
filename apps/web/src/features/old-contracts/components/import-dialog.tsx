import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import {
  OLD_CONTRACT_IMPORT_COLUMNS,
  OLD_CONTRACT_IMPORT_MAX_ROWS,
} from '@portal/contracts/hr-pool/old-contracts';
import { ImportRunDialog } from '../../../components/import-run/import-run-dialog';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { importOldContracts } from '../api/import-old-contracts';

const COLUMNS = new Set<string>(OLD_CONTRACT_IMPORT_COLUMNS);

/**
 * The admin's import of old contracts from a CSV or XLSX file: the run adds new contracts, updates
 * changed ones (same country and number), leaves the unchanged ones, and reports the refused rows
 * by line, column and problem (docs/decisions/0048).
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const n = (value: number) => formatNumber(value, language);
  return (
    <ImportRunDialog
      kind="old-contracts"
      open={open}
      onClose={onClose}
      title={t('oldContracts.import.title')}
      fileLabel={t('oldContracts.import.file')}
      upload={importOldContracts}
      help={
        <Typography variant="body2">
          {t('oldContracts.import.help', {
            columns: OLD_CONTRACT_IMPORT_COLUMNS.join(', '),
            max: n(OLD_CONTRACT_IMPORT_MAX_ROWS),
          })}
        </Typography>
      }
      columnLabel={(field) => (COLUMNS.has(field) ? t(`oldContracts.fields.${field}`) : field)}
      summary={({ rowsRead, rowsRefused, written }) => {
        const { imported = 0, updated = 0, unchanged = 0 } = written;
        const text = t('oldContracts.import.summary', {
          rows: n(rowsRead),
          imported: n(imported),
          updated: n(updated),
          unchanged: n(unchanged),
          rejected: n(rowsRefused),
        });
        return imported + updated === 0 && unchanged > 0
          ? `${text} ${t('oldContracts.import.nothingChanged')}`
          : text;
      }}
    />
  );
};
