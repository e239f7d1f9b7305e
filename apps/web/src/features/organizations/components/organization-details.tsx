import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail, OrganizationPartner } from '@portal/contracts/organizations';
import { DateText } from '../../../components/date-text';
import { RecordDetails } from '../../../components/record/record-details';
import { localized } from '../../../lib/i18n/localized';
import { StatusChip } from './status-chip';

type Row = [label: string, value: ReactNode];

const text = (value: string | null | undefined, dir: 'ltr' | 'rtl' | 'auto' = 'auto') =>
  value ? <bdi dir={dir}>{value}</bdi> : '—';

/** The record as a description list: what every viewer sees, plus the admin's part when given. */
export const OrganizationDetails = ({
  organization: org,
}: {
  organization: OrganizationPartner | OrganizationDetail;
}) => {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`organizations.fields.${name}`);
  const rows: Row[] = [
    [f('status'), <StatusChip key="s" status={org.status} />],
    [f('type'), t(`roles.${org.type}`)],
    [f('nameAr'), text(org.name.ar, 'rtl')],
    [f('nameEn'), text(org.name.en, 'ltr')],
    [f('countryId'), localized(org.country?.name, i18n.language) || '—'],
    [
      f('establishment'),
      org.establishment
        ? text(`${org.establishment.laborOfficeId}-${org.establishment.sequenceNumber}`, 'ltr')
        : '—',
    ],
    [f('licenseNumber'), text(org.licenseNumber, 'ltr')],
    [f('licenseDate'), org.licenseDate ? <DateText value={org.licenseDate} /> : '—'],
    [f('addressAr'), text(org.address.ar, 'rtl')],
    [f('addressEn'), text(org.address.en, 'ltr')],
    [f('responsiblePersonAr'), text(org.responsiblePerson.ar, 'rtl')],
    [f('responsiblePersonEn'), text(org.responsiblePerson.en, 'ltr')],
    [f('contactNumber1'), text(org.contactNumber1, 'ltr')],
    [f('contactNumber2'), text(org.contactNumber2, 'ltr')],
    [f('email'), text(org.email, 'ltr')],
    [f('city'), text(org.city)],
  ];
  if ('bankAccount' in org) {
    rows.push(
      [f('bankName'), text(org.bankAccount.bank)],
      [f('iban'), text(org.bankAccount.iban, 'ltr')],
      [
        f('officeLocation'),
        org.officeLocation ? t(`organizations.officeLocations.${org.officeLocation}`) : '—',
      ],
      [f('ownerId'), text(org.establishmentOwnerInfo.ownerId, 'ltr')],
      [f('sevenHundredNumber'), text(org.establishmentOwnerInfo.sevenHundredNumber, 'ltr')],
      [f('unifiedNationalNumber'), text(org.establishmentOwnerInfo.unifiedNationalNumber, 'ltr')],
      [
        f('almatarRegistrationEnabled'),
        t(org.almatarRegistrationEnabled ? 'organizations.yes' : 'organizations.no'),
      ],
    );
  }
  return <RecordDetails rows={rows} />;
};
