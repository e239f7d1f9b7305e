import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../../components/skeleton';
import { SETTING_KEYS } from '@portal/contracts/settings-values';
import { PageFrame } from '../../../components/page-frame';
import { useCanWrite } from '../../../lib/auth/use-can-write';
import { useSettings } from '../api/get-settings';
import { SettingForm } from './setting-form';

/** `/admin/settings`: one form per setting (LOOKUP WRITE to change, READ to see), each with its history. */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const canWrite = useCanWrite('admin.settings');
  if (settings.isError)
    return (
      <PageFrame>
        <Alert severity="error">{t('list.loadFailed')}</Alert>
      </PageFrame>
    );
  if (!settings.data)
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={320} />
      </PageFrame>
    );
  const { values, meta } = settings.data;
  return (
    <PageFrame>
      {SETTING_KEYS.map((key) => {
        const entry = meta.find((item) => item.key === key);
        return (
          <SettingForm
            key={`${key}-${entry?.updatedAt ?? ''}`}
            settingKey={key}
            value={values[key]}
            meta={entry}
            readOnly={!canWrite}
          />
        );
      })}
    </PageFrame>
  );
};
