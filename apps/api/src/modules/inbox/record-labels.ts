import { eq } from 'drizzle-orm';
import type { ClockSubject } from '@portal/contracts/clocks/obligations';
import { complaints, partnershipContracts } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

/**
 * The number people know a record by: a partnership contract's issued number (its id before the
 * first approval), a complaint's tracker number (`CMP-000001`, decision 0063), the id of the others
 * (the number their lists and pages show).
 */
export const recordLabelOf = async (
  executor: Executor,
  subjectType: ClockSubject,
  subjectId: number,
): Promise<string> => {
  if (subjectType === 'complaint') {
    const [complaint] = await executor
      .select({ number: complaints.number })
      .from(complaints)
      .where(eq(complaints.id, subjectId));
    return complaint?.number ?? String(subjectId);
  }
  if (subjectType !== 'partnershipContract') return String(subjectId);
  const [row] = await executor
    .select({ number: partnershipContracts.number })
    .from(partnershipContracts)
    .where(eq(partnershipContracts.id, subjectId));
  return row?.number ?? String(subjectId);
};
