import type { Role } from '@portal/contracts/roles';
import {
  partnershipContractTransitions,
  type PartnershipContractAction,
} from '@portal/contracts/partnership-contracts/transitions';
import type { Party } from '@portal/contracts/transitions/define';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { routeAccess } from '../../lib/route-access';
import { AGENCY_ROLES, OFFICE_ROLES } from './scope';

/** The contracts screen's read rule: every role of spec 6 that sees contracts. */
export const READ = routeAccess('partnershipContracts', 'READ');
/** The wizard's rule: local offices with PARTNERSHIP_CONTRACT WRITE create and change contracts. */
export const WIZARD_WRITE = routeAccess('partnershipContracts.wizard', 'WRITE');
/** The preview writes nothing: the wizard's roles with read access, a suspended office too. */
export const PREVIEW = { ...routeAccess('partnershipContracts.wizard', 'READ'), allowWhenSuspended: true };

/** The roles that can be a declared party: the contract's office, its agency, an admin. */
const ROLES_OF: Record<Party, readonly Role[]> = {
  office: OFFICE_ROLES,
  agency: AGENCY_ROLES,
  admin: ['ADMIN'],
  requester: [...OFFICE_ROLES, ...AGENCY_ROLES],
  otherParty: [...OFFICE_ROLES, ...AGENCY_ROLES],
};

/**
 * An action's rule: the contracts screen's write rule narrowed to the roles that can be one of
 * the parties the declaration names (an embassy never approves, so it is refused at the door).
 */
export const actionAccess = (action: PartnershipContractAction): EstablishmentAccess => {
  const base = routeAccess(
    action === 'confirm' ? 'partnershipContracts.confirm' : 'partnershipContracts',
    'WRITE',
  );
  const parties = new Set(
    partnershipContractTransitions.actions[action].by.flatMap((party) => ROLES_OF[party]),
  );
  return { ...base, roles: (base.roles ?? []).filter((role) => parties.has(role)) };
};
