import type { Role } from '@portal/contracts/roles';
import {
  partnershipContractTransitions,
  type PartnershipContractAction,
} from '@portal/contracts/partnership-contracts/transitions';
import type { Party } from '@portal/contracts/transitions/define';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { actionAccess, routeAccess } from '../../lib/route-access';
import { AGENCY_ROLES, OFFICE_ROLES } from './scope';

/** The contracts screen's read rule: every role of spec 6 that sees contracts. */
export const READ = routeAccess('partnershipContracts', 'READ');
/** The wizard's rule: local offices with PARTNERSHIP_CONTRACT WRITE create and change contracts. */
export const WIZARD_WRITE = routeAccess('partnershipContracts.wizard', 'WRITE');
/** The preview writes nothing: the wizard's roles with read access, a suspended office too. */
export const PREVIEW = { ...routeAccess('partnershipContracts.wizard', 'READ'), allowWhenSuspended: true };

/** The roles that can be a declared party: the contract's office, its agency (an admin is ADMIN). */
const ROLES_OF: Partial<Record<Party, readonly Role[]>> = {
  office: OFFICE_ROLES,
  agency: AGENCY_ROLES,
  requester: [...OFFICE_ROLES, ...AGENCY_ROLES],
  otherParty: [...OFFICE_ROLES, ...AGENCY_ROLES],
};

/**
 * An action's rule: the contracts screen's rule at the action's declared permission, narrowed to
 * the roles that can be one of the parties it names (an embassy never approves: refused at the door).
 */
export const contractActionAccess = (action: PartnershipContractAction): EstablishmentAccess =>
  actionAccess(
    action === 'confirm' ? 'partnershipContracts.confirm' : 'partnershipContracts',
    partnershipContractTransitions.actions[action],
    ROLES_OF,
  );
