import { todayInKingdom } from '@portal/contracts/constants';
import { organizationStatus } from '@portal/contracts/organization-status';
import type {
  RegistryEntry,
  RegistryHistoryEvent,
  RegistryKind,
  RegistryPartnership,
  RegistrySuspension,
} from '@portal/contracts/public-registry';
import type { LicenceRenewal } from '../license-requests/public-renewals';
import type { RegistryOrganizationRow } from '../organizations/public-registry-reads';
import type { PublicPartnership } from '../partnership-contracts/public-partnerships';
import type { SuspensionPeriod } from '../suspensions/public-history';

/** The kingdom's calendar day of a moment (the dates the registry shows). */
const dayOf = (moment: Date): string => todayInKingdom(moment);

export const toEntry = (row: RegistryOrganizationRow, now: Date): RegistryEntry => ({
  id: row.id,
  kind: row.kind,
  name: { ar: row.nameAr, en: row.nameEn },
  licenseNumber: row.licenseNumber,
  licenseValidUntil: row.licenseDate,
  country:
    row.countryCode3 === null
      ? null
      : { code3: row.countryCode3, name: { ar: row.countryNameAr ?? '', en: row.countryNameEn ?? '' } },
  city: row.city,
  status: organizationStatus(row, now),
});

const toSuspension = (period: SuspensionPeriod): RegistrySuspension => ({
  reason: { ar: period.reasonAr, en: period.reasonEn },
  startsOn: period.startsOn,
  endsOn: period.endsOn,
  liftedOn: period.liftedAt ? dayOf(period.liftedAt) : null,
});

/** The suspension in force today (begun, not lifted, not ended), if one is recorded. */
export const suspensionInForce = (periods: SuspensionPeriod[], now: Date): RegistrySuspension | null => {
  const today = todayInKingdom(now);
  const current = periods.find(
    (period) => !period.liftedAt && period.startsOn <= today && (!period.endsOn || period.endsOn >= today),
  );
  return current ? toSuspension(current) : null;
};

/** Every dated status event, newest first (the same day: the later kind of the list first). */
export const historyOf = (
  row: RegistryOrganizationRow,
  periods: SuspensionPeriod[],
  renewals: LicenceRenewal[],
  now: Date,
): RegistryHistoryEvent[] => {
  const today = todayInKingdom(now);
  const events: RegistryHistoryEvent[] = [{ kind: 'REGISTERED', on: dayOf(row.createdAt) }];
  for (const period of periods) {
    events.push({ kind: 'SUSPENSION_STARTED', on: period.startsOn, suspension: toSuspension(period) });
    if (period.liftedAt) events.push({ kind: 'SUSPENSION_LIFTED', on: dayOf(period.liftedAt) });
    else if (period.endsOn && period.endsOn < today)
      events.push({ kind: 'SUSPENSION_ENDED', on: period.endsOn });
  }
  for (const renewal of renewals) {
    events.push({
      kind: 'LICENCE_RENEWED',
      on: dayOf(renewal.decidedAt),
      licenseNumber: renewal.licenseNumber,
      validUntil: renewal.licenseDate,
    });
  }
  if (row.licenseDate && row.licenseDate <= today)
    events.push({ kind: 'LICENCE_EXPIRED', on: row.licenseDate });
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.on.localeCompare(a.event.on) || b.index - a.index)
    .map(({ event }) => event);
};

export const toPartnership = (row: PublicPartnership): RegistryPartnership => ({
  counterparty: {
    id: row.counterpartyId,
    kind: row.counterpartyKind as RegistryKind,
    name: { ar: row.counterpartyNameAr, en: row.counterpartyNameEn },
    country:
      row.countryCode3 === null
        ? null
        : { code3: row.countryCode3, name: { ar: row.countryNameAr ?? '', en: row.countryNameEn ?? '' } },
    listed: row.counterpartyLicensed,
  },
  since: dayOf(row.since),
});
