import { getTableColumns } from 'drizzle-orm';
import { users } from './schema/index';

/**
 * A person's columns without their password's hash: only the sign-in reads that
 * (plugins/identity/accounts.ts). A session is loaded on every request and a list of users on every
 * page of it; carrying the hash there, it could be logged or answered by mistake, and each request
 * parsed ~100 characters it never used.
 */
const { passwordHash: _hash, ...userColumns } = getTableColumns(users);

export { userColumns };
