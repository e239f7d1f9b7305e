import { eq } from 'drizzle-orm';
import type { ClockSubject } from '@portal/contracts/clocks/obligations';
import { partnershipContracts } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

/**
 * The number people know a record by: a partnership contract's issued number (its id before the
 * first approval), the id of the others (the number their lists and pages show).
 */
export const recordLabelOf = async (
  executor: Executor,
  subjectType: ClockSubject,
  subjectId: number,
): Promise<string> => {
  if (subjectType !== 'partnershipContract') return String(subjectId);
  const [row] = await executor
    .select({ number: partnershipContracts.number })
    .from(partnershipContracts)
    .where(eq(partnershipContracts.id, subjectId));
  return row?.number ?? String(subjectId);
};
