import { writeBlockOf, type WriteBlock } from '@portal/contracts/organization-status';
import { useCredentials } from '../storage/use-credentials';

/**
 * Why the signed-in organisation may not write now (suspended, licence expired), or null: the rule
 * the API's access-control plugin applies to every write (`writeBlockOf`), read from the session.
 */
export const useWriteBlock = (): WriteBlock | null => {
  const credentials = useCredentials();
  return credentials ? writeBlockOf(credentials.organization) : null;
};
