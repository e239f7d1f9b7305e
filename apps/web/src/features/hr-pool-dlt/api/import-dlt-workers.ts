import type { ImportRunStarted } from '@portal/contracts/import-runs';
import { uploadImportFile } from '../../../components/import-run/api/upload-import-file';
import { DLT_URL } from './dlt-keys';

/**
 * `POST /api/hr-pool/dlt/import` (multipart `file`, CSV or XLSX): `202` with the run that adds the
 * valid rows and reports the others (docs/decisions/0048); a file refused as a whole is a 400.
 */
export const importDltWorkers = (file: File): Promise<ImportRunStarted> =>
  uploadImportFile(`${DLT_URL}/import`, file);
