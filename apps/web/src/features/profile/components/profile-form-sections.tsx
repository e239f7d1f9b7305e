import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { ProfileFormValues } from '../profile-form-values';
import { ProfileTextField } from './profile-text-field';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
    <Typography id={id} variant="h2" component="legend" sx={{ fontSize: '1.15rem', mb: 2, p: 0 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
  </Box>
);

/** The four groups of the organisation info: address, bank account, responsible person, contact. */
export const ProfileFormSections = ({
  form,
}: {
  form: UseFormReturn<ProfileFormValues, unknown, unknown>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <Section id="profile-section-address" title={t('profile.sections.address')}>
        <ProfileTextField form={form} name="addressEn" required dir="ltr" autoComplete="street-address" />
        <ProfileTextField form={form} name="addressAr" dir="rtl" />
      </Section>
      <Section id="profile-section-bank" title={t('profile.sections.bank')}>
        <ProfileTextField form={form} name="bankName" required />
        <ProfileTextField form={form} name="iban" required dir="ltr" hint={t('profile.fields.ibanHint')} />
      </Section>
      <Section id="profile-section-responsible" title={t('profile.sections.responsible')}>
        <ProfileTextField form={form} name="responsiblePersonEn" required dir="ltr" autoComplete="name" />
        <ProfileTextField form={form} name="responsiblePersonAr" dir="rtl" />
      </Section>
      <Section id="profile-section-contact" title={t('profile.sections.contact')}>
        <ProfileTextField
          form={form}
          name="contactNumber1"
          required
          dir="ltr"
          type="tel"
          autoComplete="tel"
        />
        <ProfileTextField form={form} name="contactNumber2" required dir="ltr" type="tel" />
        <ProfileTextField form={form} name="city" required autoComplete="address-level2" />
      </Section>
    </>
  );
};
