import type { DashboardLicence } from '@portal/contracts/dashboard';
import type { EarlyNotice } from '../../app/early-screen';
import { formatDateForReading } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';
import type { Translate } from '../../lib/i18n/translate';

const SEVERITY = { valid: 'success', warning: 'warning', expired: 'error' } as const;

/**
 * What the dashboard says of the organisation's licence: days left, warned within the admin's licence
 * warning days, expired. While the organisation is suspended it is no longer green: it says the
 * organisation cannot make changes. Nothing without a licence. The dashboard's section and the first
 * screen (app/early-data.ts) both write it from here.
 */
export const licenceNotice = (
  licence: DashboardLicence,
  suspended: boolean,
  t: Translate,
  language: string,
): EarlyNotice | null => {
  if (licence.state === 'none' || licence.expiresOn === null || licence.daysLeft === null) return null;
  const date = formatDateForReading(licence.expiresOn, toLanguage(language));
  const text =
    licence.state === 'expired'
      ? t('dashboard.licence.expired', { date })
      : t('dashboard.licence.daysLeft', { count: licence.daysLeft, date });
  return {
    severity: suspended && licence.state === 'valid' ? 'warning' : SEVERITY[licence.state],
    text: suspended ? `${text} ${t('suspensions.banner')}` : text,
  };
};
