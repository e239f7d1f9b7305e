import type { DltWorker } from '@portal/contracts/hr-pool/dlt';
import type { DltWorkerWithLookups } from './repository';

/** A worker as the API answers it; who took the worker is shown only to the ministry and admins. */
export const toDltWorker = ({ worker, country, job, agency }: DltWorkerWithLookups): DltWorker => ({
  id: worker.id,
  country: { id: country.id, code3: country.code3, name: { ar: country.nameAr, en: country.nameEn } },
  passportNumber: worker.passportNumber,
  passportExpiry: worker.passportExpiry,
  name: { ar: worker.nameAr, en: worker.nameEn },
  birthDate: worker.birthDate,
  gender: worker.gender,
  religion: worker.religion,
  maritalStatus: worker.maritalStatus,
  job: { id: job.id, code: job.code, name: { ar: job.nameAr, en: job.nameEn } },
  experienceYears: worker.experienceYears,
  languages: worker.languages as DltWorker['languages'],
  education: worker.education,
  takenBy: agency ? { id: agency.id, name: { ar: agency.nameAr, en: agency.nameEn } } : null,
  takenAt: worker.takenAt?.toISOString() ?? null,
  candidateId: worker.candidateId,
  createdAt: worker.createdAt.toISOString(),
});
