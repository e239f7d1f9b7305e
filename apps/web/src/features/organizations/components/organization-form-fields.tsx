import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import {
  BANK_ACCOUNT_TYPES,
  COUNTRY_TYPES,
  LICENSED_TYPES,
  ORGANIZATION_TYPES,
} from '@portal/contracts/organizations-values';
import type { Role } from '@portal/contracts/roles';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { localized } from '../../../lib/i18n/localized';
import { useOrganizationCountries } from '../api/organizations-api';
import type { OrganizationAddValues, OrganizationFormValues } from '../organization-form-values';

type Form = UseFormReturn<OrganizationFormValues, unknown, OrganizationAddValues>;
type Name = keyof OrganizationFormValues & string;

const Section = ({ title }: { title: string }) => (
  <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 1 }}>
    {title}
  </Typography>
);

/** Every field of spec section 3, in both languages where it has two; fields that do not apply to the type are hidden. */
export const OrganizationFormFields = ({
  form,
  withEstablishment,
}: {
  form: Form;
  withEstablishment: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const countries = useOrganizationCountries();
  const type = useWatch({ control: form.control, name: 'type' }) as Role | '';
  const is = (list: readonly Role[]) => type !== '' && list.includes(type);
  const field = (
    name: Name,
    opts: {
      required?: boolean;
      dir?: 'ltr' | 'rtl' | 'auto';
      hint?: string;
      type?: 'email';
      autoComplete?: string;
    } = {},
  ) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <FormTextField form={form} name={name} label={t(`organizations.fields.${name}`)} {...opts} />
    </Grid>
  );
  return (
    <>
      <Section title={t('organizations.sections.identity')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            form={form}
            name="type"
            required
            label={t('organizations.fields.type')}
            options={ORGANIZATION_TYPES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            form={form}
            name="countryId"
            required={is(COUNTRY_TYPES)}
            label={t('organizations.fields.countryId')}
            options={[
              { value: '', label: t('organizations.noCountry') },
              ...(countries.data ?? []).map((c) => ({
                value: String(c.id),
                label: localized(c.name, i18n.language),
              })),
            ]}
          />
        </Grid>
        {field('nameAr', { required: true, dir: 'rtl' })}
        {field('nameEn', { required: true, dir: 'ltr' })}
        {withEstablishment ? field('laborOfficeId', { required: true, dir: 'ltr' }) : null}
        {withEstablishment ? field('sequenceNumber', { required: true, dir: 'ltr' }) : null}
        {field('licenseNumber', { required: is(LICENSED_TYPES), dir: 'ltr' })}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormDateField
            form={form}
            name="licenseDate"
            required={is(LICENSED_TYPES)}
            label={t('organizations.fields.licenseDate')}
          />
        </Grid>
        {type === 'FOREIGN_EMBASSY' ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              form={form}
              name="officeLocation"
              required
              label={t('organizations.fields.officeLocation')}
              options={OFFICE_LOCATIONS.map((value) => ({
                value,
                label: t(`organizations.officeLocations.${value}`),
              }))}
            />
          </Grid>
        ) : null}
      </Grid>
      <Section title={t('organizations.sections.contact')} />
      <Grid container spacing={2}>
        {field('addressAr', { dir: 'rtl' })}
        {field('addressEn', { dir: 'ltr' })}
        {field('responsiblePersonAr', { dir: 'rtl' })}
        {field('responsiblePersonEn', { dir: 'ltr' })}
        {field('contactNumber1', { dir: 'ltr' })}
        {field('contactNumber2', { dir: 'ltr' })}
        {field('email', { dir: 'ltr', type: 'email', autoComplete: 'off' })}
        {field('city')}
      </Grid>
      {is(BANK_ACCOUNT_TYPES) ? (
        <>
          <Section title={t('organizations.sections.bank')} />
          <Grid container spacing={2}>
            {field('bankName')}
            {field('iban', { dir: 'ltr' })}
          </Grid>
        </>
      ) : null}
      <Section title={t('organizations.sections.owner')} />
      <Grid container spacing={2}>
        {field('ownerId', { dir: 'ltr' })}
        {field('sevenHundredNumber', { dir: 'ltr' })}
        {field('unifiedNationalNumber', { dir: 'ltr' })}
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={form.control}
            name="almatarRegistrationEnabled"
            render={({ field: box }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={Boolean(box.value)}
                    onChange={(event) => box.onChange(event.target.checked)}
                  />
                }
                label={t('organizations.fields.almatarRegistrationEnabled')}
              />
            )}
          />
        </Grid>
      </Grid>
    </>
  );
};
