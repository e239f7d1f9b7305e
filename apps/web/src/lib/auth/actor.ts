import type { Credentials } from '@portal/contracts/credentials';
import type { Actor } from '@portal/contracts/transitions/define';

/** The signed-in membership as declared transitions read it (`allowedActions(record, me)`). */
export const actorOf = (credentials: Credentials): Actor => ({
  role: credentials.establishment.role,
  organizationId: credentials.establishment.organizationId,
  accessRights: credentials.accessRights,
});
