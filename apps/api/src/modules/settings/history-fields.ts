import type { Database } from '../../db/client';
import { field, type HistoryFields } from '../../platform/history/fields';
import { findSettingById } from './repository';

/** The fields of the object settings (contacts, deadlines, document limits), as the settings screen labels them. */
const OBJECT_FIELDS: HistoryFields = {
  agencyDays: field('settings.fields.agencyDays', 'number'),
  embassyDays: field('settings.fields.embassyDays', 'number'),
  phone: field('settings.fields.phone'),
  email: field('settings.fields.email'),
  hoursAr: field('settings.fields.hoursAr'),
  hoursEn: field('settings.fields.hoursEn'),
  photoMb: field('settings.fields.photoMb', 'number'),
  cvMb: field('settings.fields.cvMb', 'number'),
};

/**
 * What a setting's history shows: an object setting field by field, a plain value under the label
 * the settings screen gives that setting (`settings.fields.licenceWarningDays`, …).
 */
export const settingHistoryFields = async (db: Database, id: number): Promise<HistoryFields> => {
  const setting = await findSettingById(db, id);
  return {
    ...OBJECT_FIELDS,
    value: field(setting ? `settings.fields.${setting.key}` : 'settings.fields.value', 'plain'),
  };
};
