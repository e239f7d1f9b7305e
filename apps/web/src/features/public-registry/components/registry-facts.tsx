import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RegistryOrganization } from '@portal/contracts/public-registry';
import { DateText } from '../../../components/date-text';
import { toLanguage } from '../../../lib/i18n/language';
import { localName } from './local-name';
import { RegistryStatusChip } from './registry-status-chip';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** The public facts: kind, licence and its validity, country, city, status (and the suspension in force). */
export const RegistryFacts = ({ organization }: { organization: RegistryOrganization }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const none = t('publicRegistry.organization.none');
  const { suspension } = organization;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      <Fact label={t('publicRegistry.columns.kind')}>{t(`publicRegistry.kind.${organization.kind}`)}</Fact>
      <Fact label={t('publicRegistry.columns.licenseNumber')}>
        <bdi dir="ltr">{organization.licenseNumber}</bdi>
      </Fact>
      <Fact label={t('publicRegistry.columns.licenseValidUntil')}>
        {organization.licenseValidUntil ? <DateText value={organization.licenseValidUntil} /> : none}
      </Fact>
      <Fact label={t('publicRegistry.columns.country')}>
        {organization.country ? localName(organization.country.name, language) : none}
      </Fact>
      <Fact label={t('publicRegistry.columns.city')}>
        {organization.city ? <bdi dir="auto">{organization.city}</bdi> : none}
      </Fact>
      <Fact label={t('publicRegistry.columns.status')}>
        <RegistryStatusChip status={organization.status} />
      </Fact>
      {suspension ? (
        <>
          <Fact label={t('publicRegistry.organization.suspensionReason')}>
            {localName(suspension.reason, language)}
          </Fact>
          <Fact label={t('publicRegistry.organization.suspensionUntil')}>
            {suspension.endsOn ? (
              <DateText value={suspension.endsOn} />
            ) : (
              t('publicRegistry.organization.openEnded')
            )}
          </Fact>
        </>
      ) : null}
    </Box>
  );
};
