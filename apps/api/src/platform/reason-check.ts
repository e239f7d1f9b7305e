import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import type { ReasonKind } from '@portal/contracts/reasons';
import type { Database } from '../db/client';
import { reasons } from '../db/schema/index';
import { translate, type MessageKey } from '../i18n/catalogue';
import { badRequest } from '../lib/errors';
import type { Executor } from './history/service';

const reasonError = (language: Language, key: MessageKey, params: Record<string, string> = {}) =>
  badRequest('errors.validation', { fieldErrors: { reasonId: [translate(language, key, params)] } });

/**
 * The reason a reasoned action names (partnership contracts, employment requests, transfers):
 * present, active and of the kind the action takes, else a 400 on `reasonId` that names the kind
 * (decision 0040: a partnership contract is not rejected for a worker request's reason).
 */
export const checkReasonOfKind = async (
  db: Database | Executor,
  reasonId: number | undefined,
  kind: ReasonKind,
  language: Language,
): Promise<number> => {
  if (reasonId === undefined) throw reasonError(language, 'reasons.required');
  const [reason] = await db.select().from(reasons).where(eq(reasons.id, reasonId)).limit(1);
  if (!reason?.active || reason.kind !== kind) {
    throw reasonError(language, 'reasons.ofKind', { kind: translate(language, `reasons.kind.${kind}`) });
  }
  return reason.id;
};
