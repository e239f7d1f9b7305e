import type { RegistryKind } from '@portal/contracts/public-registry';
import type { ScorecardFigures } from '@portal/contracts/scorecards';
import type { Database } from '../../db/client';
import { recentSettingValue } from '../settings/service';
import { scorecardFiguresOf } from './service';

/**
 * A listed office's or agency's figures for the public registry's page (decision 0060): the same
 * figures its own card shows, with the same 20-event floor; counts and shares only.
 */
export const publicScorecard = async (
  db: Database,
  organization: { id: number; type: RegistryKind },
): Promise<ScorecardFigures> => {
  const figures = await scorecardFiguresOf(
    db,
    organization,
    await recentSettingValue(db, 'responseDeadlines'),
  );
  if (!figures) throw new Error(`a registry organisation of type ${organization.type} has no scorecard`);
  return figures;
};
