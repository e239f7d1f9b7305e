import { useQuery } from '@tanstack/react-query';
import { toLatinDigits } from '@portal/contracts/digits';
import { isValidSaudiId, type Employer, type EmployerLookup } from '@portal/contracts/employers';
import { api } from '../../../lib/api-client';

/** What a form knows of the employer whose id it shows. */
export type EmployerLookupState =
  /** No valid id yet, or its answer is on the way: the form asks for a new employer's details. */
  | { kind: 'none' }
  /** Registered: the form refers to it as saved; `employer` holds its details when the office served it. */
  | { kind: 'registered'; employer: Employer | null }
  /** No employer has this id: the form asks for the new employer's details. */
  | { kind: 'new' }
  /** The look-up failed (e.g. too many in a minute): the server's message; the details may be typed. */
  | { kind: 'failed'; error: unknown };

/**
 * `GET /api/employers/lookup?nationalId=` for the id a form shows (the wizard's employer step, the
 * transfer's new employer): whether it is registered, and its details only for an office that
 * served it. The state always belongs to the id passed: another id is another look-up.
 */
export const useEmployerLookup = (nationalId: string): EmployerLookupState => {
  // As the form's check reads it: an id typed with an Arabic keyboard is the same id.
  const id = toLatinDigits(nationalId.trim());
  const enabled = isValidSaudiId(id);
  const query = useQuery({
    queryKey: ['employers', 'lookup', id],
    queryFn: ({ signal }) =>
      api.get<EmployerLookup>('/api/employers/lookup', { query: { nationalId: id }, signal }),
    enabled,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
  if (!enabled) return { kind: 'none' };
  if (query.isError) return { kind: 'failed', error: query.error };
  if (!query.data) return { kind: 'none' };
  return query.data.registered ? { kind: 'registered', employer: query.data.employer } : { kind: 'new' };
};
