import type { ActivePartnershipContracts } from '../lookups-organization-limits/providers';
import type { PendingUpdateCheck } from '../partnership-check/service';
import type { ContractTermsPublisher } from '../settings/providers';
import type { ActionsNeededProvider } from '../statistic/providers';
import { countHeldContracts } from './repository';
import { publishProgrammeTerms } from './service';
import { countWaitingOn, hasUpdateToConfirm } from './waiting';

/** Notification `partnership_contracts`: the contracts waiting on the caller's answer. */
export const contractsWaitingOnCaller: ActionsNeededProvider = ({ db, session }) =>
  countWaitingOn(db, session);

/** `GET /api/partnership/contracts/check`: 409 while an update waits for this establishment's confirmation. */
export const pendingUpdateToConfirm: PendingUpdateCheck = ({ db, session }) =>
  hasUpdateToConfirm(db, session);

/** The organisation limits' "used": ACTIVE contracts (and those whose cancellation is asked) per office and country. */
export const heldContracts: ActivePartnershipContracts = (db, keys) => countHeldContracts(db, keys);

/** Setting `contractTermsVersion` saved with a new version: every ACTIVE contract waits on it. */
export const publishContractTerms: ContractTermsPublisher = (tx, change) => publishProgrammeTerms(tx, change);
