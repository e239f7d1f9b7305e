import type { TFunction } from 'i18next';
import type { InboxItem } from '@portal/contracts/inbox';
import { pathTo } from '@portal/contracts/routes';

/**
 * Where the item's record opens (a compliance order has no page of its own in the inbox's reach; a
 * complaint opens the complaints' list, which shows its countdown).
 */
export const recordPathOf = (item: InboxItem): string | null => {
  switch (item.subject.type) {
    case 'employmentRequest':
      return pathTo('employmentRequests.contract', { id: item.subject.id });
    case 'partnershipContract':
      return pathTo('partnershipContracts.view', { id: item.subject.id });
    case 'licenceRequest':
      return pathTo('licenseUpdate');
    case 'complaint':
      return pathTo('complaints');
    default:
      return null;
  }
};

/** The status texts of each record type, from the record modules' own texts. */
const STATUS_KEYS: Record<InboxItem['subject']['type'], string | null> = {
  employmentRequest: 'employmentRequests.status',
  partnershipContract: 'partnershipContracts.status',
  licenceRequest: 'licenceUpdate.status',
  complianceOrder: null,
  complaint: 'complaints.status',
};

const statusText = (t: TFunction, item: InboxItem, status: string | null): string => {
  const prefix = STATUS_KEYS[item.subject.type];
  if (!status) return t('inbox.noStatus');
  return prefix ? t(`${prefix}.${status}`, { defaultValue: status }) : status;
};

/** One line saying what happened: a share of a limit passed, or a status changed. */
export const inboxItemSummary = (t: TFunction, item: InboxItem): string => {
  const record = t(`inbox.subjects.${item.subject.type}`, { number: item.recordLabel });
  if (item.kind === 'reminder') {
    const obligation = item.obligation ? t(`clocks.obligations.${item.obligation}`) : '';
    return t(
      `inbox.reminder.${item.percent === 100 ? 'breach' : item.percent === 80 ? 'fourFifths' : 'half'}`,
      {
        obligation,
        record,
      },
    );
  }
  return t('inbox.change', {
    record,
    from: statusText(t, item, item.statusFrom),
    to: statusText(t, item, item.statusTo),
  });
};
