import { useEffect, useMemo } from 'react';
import type { EmploymentDraftData } from './employment-draft';
import { useCandidateAvailability } from './employment-wizard-api';
import type { StepProps } from './steps/step-props';

/** Marks the chosen candidates the availability check finds taken since (once each). */
export const useLostCandidates = (data: EmploymentDraftData, update: StepProps['update']) => {
  const ids = useMemo(() => data.candidates.map((candidate) => candidate.id), [data.candidates]);
  const availability = useCandidateAvailability(ids);
  useEffect(() => {
    const taken = (availability.data ?? []).filter(
      (id) => ids.includes(id) && !data.lostCandidates.includes(id),
    );
    if (taken.length > 0) update((current) => ({ lostCandidates: [...current.lostCandidates, ...taken] }));
  }, [availability.data, ids, data.lostCandidates, update]);
  return availability;
};
