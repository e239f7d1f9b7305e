import type { Role } from '@portal/contracts/roles';
import type { AccessRight } from '@portal/contracts/access';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';

export const PHILIPPINES = { id: 7, code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } };
export const INDONESIA = { id: 8, code3: 'IDN', name: { ar: 'إندونيسيا', en: 'Indonesia' } };

/** The signed-in membership of a role, in a country (Saudi Arabia unless told), with its access rights. */
export const credentialsOf = (
  role: Role,
  options: { country?: typeof PHILIPPINES; accessRights?: AccessRight[] } = {},
) => {
  const membership = membershipFixture({ role });
  return credentialsFixture({
    ...membership,
    organization: { ...membership.organization, country: options.country ?? membership.organization.country },
    accessRights: options.accessRights ?? [],
  });
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
