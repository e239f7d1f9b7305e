import { todayInKingdom } from '@portal/contracts/constants';
import { addMonths } from '@portal/contracts/hr-pool/candidates';

/** Who the candidate tests add: Maria, single, Christian, 30 years old today. */
export const mariaPerson = () =>
  ({
    nameAr: 'ماريا',
    nameEn: 'Maria',
    birthDate: addMonths(todayInKingdom(), -12 * 30),
    gender: 'FEMALE',
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
  }) as const;
