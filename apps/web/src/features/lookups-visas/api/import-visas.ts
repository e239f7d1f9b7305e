import type { ImportRunStarted } from '@portal/contracts/import-runs';
import { uploadImportFile } from '../../../components/import-run/api/upload-import-file';
import { VISAS_URL } from './list-visas';

/**
 * `POST /api/visas/import` (multipart `file`, CSV or XLSX): `202` with the run; all rows or none, so
 * one refused row refuses the run and its report lists them (docs/decisions/0048).
 */
export const importVisas = (file: File): Promise<ImportRunStarted> =>
  uploadImportFile(`${VISAS_URL}/import`, file);
