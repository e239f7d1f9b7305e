import { useTranslation } from 'react-i18next';
import type { RegistryOrganization } from '@portal/contracts/public-registry';
import { DateText } from '../../../components/date-text';
import { LabelValue, LabelValueList } from '../../../components/label-value-list';
import { toLanguage } from '../../../lib/i18n/language';
import { localName } from './local-name';
import { RegistryStatusChip } from './registry-status-chip';

/** The public facts: kind, licence and its validity, country, city, status (and the suspension in force). */
export const RegistryFacts = ({ organization }: { organization: RegistryOrganization }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const none = t('publicRegistry.organization.none');
  const { suspension } = organization;
  return (
    <LabelValueList>
      <LabelValue label={t('publicRegistry.columns.kind')}>
        {t(`publicRegistry.kind.${organization.kind}`)}
      </LabelValue>
      <LabelValue label={t('publicRegistry.columns.licenseNumber')}>
        <bdi dir="ltr">{organization.licenseNumber}</bdi>
      </LabelValue>
      <LabelValue label={t('publicRegistry.columns.licenseValidUntil')}>
        {organization.licenseValidUntil ? <DateText value={organization.licenseValidUntil} /> : none}
      </LabelValue>
      <LabelValue label={t('publicRegistry.columns.country')}>
        {organization.country ? localName(organization.country.name, language) : none}
      </LabelValue>
      <LabelValue label={t('publicRegistry.columns.city')}>
        {organization.city ? <bdi dir="auto">{organization.city}</bdi> : none}
      </LabelValue>
      <LabelValue label={t('publicRegistry.columns.status')}>
        <RegistryStatusChip status={organization.status} />
      </LabelValue>
      {suspension ? (
        <>
          <LabelValue label={t('publicRegistry.organization.suspensionReason')}>
            {localName(suspension.reason, language)}
          </LabelValue>
          <LabelValue label={t('publicRegistry.organization.suspensionUntil')}>
            {suspension.endsOn ? (
              <DateText value={suspension.endsOn} />
            ) : (
              t('publicRegistry.organization.openEnded')
            )}
          </LabelValue>
        </>
      ) : null}
    </LabelValueList>
  );
};
