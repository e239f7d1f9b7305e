import type { ImportRunStarted } from '@portal/contracts/import-runs';
import { uploadImportFile } from '../../../components/import-run/api/upload-import-file';
import { OLD_CONTRACTS_URL } from './old-contracts-keys';

/**
 * `POST /api/old-contracts/import` (multipart `file`, CSV or XLSX): `202` with the run that writes
 * the valid rows (added, updated or unchanged) and reports the others (docs/decisions/0048).
 */
export const importOldContracts = (file: File): Promise<ImportRunStarted> =>
  uploadImportFile(`${OLD_CONTRACTS_URL}/import`, file);
