import type { Database } from '../../db/client';
import { appSecretSource } from '../../platform/app-secret';

/** The connector tokens' HS256 secret: the configured one, else one the database keeps. */
export const createSecretSource = (db: Database, configured: string | undefined): (() => Promise<string>) =>
  appSecretSource(db, 'issue-tracker-jwt-key', configured);
