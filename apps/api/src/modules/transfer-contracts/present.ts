import type {
  TransferContract,
  TransferContractSummary,
  TransferEmployer,
} from '@portal/contracts/transfer-contracts/schemas';
import {
  transferContractTransitions,
  transferTransitionRecord,
} from '@portal/contracts/transfer-contracts/transitions';
import { actionsFor } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import type { EmployerRow, TransferRow, TransferView } from './repository';

const nameOf = (row: { nameAr: string; nameEn: string }) => ({ ar: row.nameAr, en: row.nameEn });

/** `TC-0000123`. */
export const transferNumber = (id: number) => `TC-${String(id).padStart(7, '0')}`;

/** `ER-0000123` (as employment-requests/present.ts writes it). */
const requestNumber = (id: number) => `ER-${String(id).padStart(7, '0')}`;

const employerOf = (row: EmployerRow): TransferEmployer => ({
  id: row.id,
  nationalId: row.nationalId,
  name: nameOf(row),
  mobile: row.mobile,
  city: row.city,
  address: row.address,
});

/** The transfer as the declaration reads it. */
export const recordOf = (transfer: TransferRow) =>
  transferTransitionRecord({
    status: transfer.status,
    officeId: transfer.officeId,
    agencyId: transfer.agencyId,
  });

export const toSummary = (view: TransferView): TransferContractSummary => ({
  id: view.transfer.id,
  number: transferNumber(view.transfer.id),
  status: view.transfer.status,
  office: { id: view.office.id, name: nameOf(view.office) },
  agency: view.agency ? { id: view.agency.id, name: nameOf(view.agency) } : null,
  country: { id: view.country.id, name: nameOf(view.country) },
  worker: {
    name: { ar: view.transfer.workerNameAr, en: view.transfer.workerNameEn },
    passportNumber: view.transfer.passportNumber,
  },
  oldEmployer: { nationalId: view.oldEmployer.nationalId, name: nameOf(view.oldEmployer) },
  newEmployer: { nationalId: view.newEmployer.nationalId, name: nameOf(view.newEmployer) },
  fee: view.transfer.fee,
  createdAt: view.transfer.createdAt.toISOString(),
  updatedAt: view.transfer.updatedAt.toISOString(),
});

/** The record with the actions the caller may take now (none for a session-less document). */
export const toDetail = (view: TransferView, session: EstablishmentSession | null): TransferContract => {
  const { transfer } = view;
  return {
    ...toSummary(view),
    office: { id: view.office.id, name: nameOf(view.office), licenseNumber: view.office.licenseNumber },
    agency: view.agency
      ? { id: view.agency.id, name: nameOf(view.agency), licenseNumber: view.agency.licenseNumber }
      : null,
    officeLocation: transfer.officeLocation,
    worker: {
      name: { ar: transfer.workerNameAr, en: transfer.workerNameEn },
      passportNumber: transfer.passportNumber,
      residentId: transfer.residentId,
      candidateId: transfer.candidateId,
      employmentRequest:
        transfer.employmentRequestId === null
          ? null
          : { id: transfer.employmentRequestId, number: requestNumber(transfer.employmentRequestId) },
      oldContract:
        transfer.oldContractId === null
          ? null
          : { id: transfer.oldContractId, contractNumber: view.oldContractNumber ?? '' },
    },
    oldEmployer: employerOf(view.oldEmployer),
    newEmployer: employerOf(view.newEmployer),
    workerConsent: transfer.workerConsent,
    workerConsentAt: transfer.workerConsentAt.toISOString(),
    reason: view.reason
      ? { id: view.reason.id, text: { ar: view.reason.textAr, en: view.reason.textEn } }
      : null,
    completedAt: transfer.completedAt?.toISOString() ?? null,
    actions: session ? actionsFor(transferContractTransitions, recordOf(transfer), session) : [],
  };
};
