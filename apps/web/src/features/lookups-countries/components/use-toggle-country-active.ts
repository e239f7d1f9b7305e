import { useTranslation } from 'react-i18next';
import type { Country } from '@portal/contracts/lookups-countries';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSetCountryActive } from '../api/set-country-active';
import { useCountryName } from './country-labels';

/** Activate or deactivate a country for recruitment after a confirmation that says what it means. */
export const useToggleCountryActive = () => {
  const { t } = useTranslation();
  const nameOf = useCountryName();
  const mutation = useSetCountryActive();
  return async (country: Country) => {
    const active = !country.activeForRecruitment;
    const name = nameOf(country);
    const confirmed = await confirm({
      title: t(active ? 'countries.activateTitle' : 'countries.deactivateTitle'),
      message: t(active ? 'countries.activateConfirm' : 'countries.deactivateConfirm', { name }),
      confirmLabel: t(active ? 'countries.activate' : 'countries.deactivate'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await mutation.mutateAsync({ id: country.id, active }).then(
      () =>
        showAlert({
          type: 'success',
          message: t(active ? 'countries.activated' : 'countries.deactivated', { name }),
        }),
      () => undefined, // the global handler shows the error
    );
  };
};
