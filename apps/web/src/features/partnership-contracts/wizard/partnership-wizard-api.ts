import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentContractTemplate } from '@portal/contracts/contract-templates';
import type { EproOption, PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import type { PartnershipLimit } from '@portal/contracts/lookups-organization-limits';
import type { PartnershipContractBody } from '@portal/contracts/partnership-contracts/wizard';
import { api } from '../../../lib/api-client';

const BASE = '/api/partnership/contracts';

/** `GET …/epros`: the foreign agencies the office may contract, each with its country. */
export const useEpros = () =>
  useQuery({
    queryKey: ['partnershipWizard', 'epros'],
    queryFn: ({ signal }) => api.get<EproOption[]>(`${BASE}/epros`, { signal }),
    staleTime: 0,
  });

/** `GET …/limit?countryId=`: how many contracts with that country the organisation has and may have. */
export const useContractLimit = (countryId: number | null) =>
  useQuery({
    queryKey: ['partnershipWizard', 'limit', countryId],
    queryFn: ({ signal }) => api.get<PartnershipLimit>(`${BASE}/limit`, { query: { countryId }, signal }),
    enabled: countryId !== null,
    staleTime: 0,
  });

/**
 * `GET /api/contract-templates/current?countryId=`: the standard contract the wizard starts from
 * (decision 0053); null when the country has none.
 */
export const useCurrentTemplate = (countryId: number | null) =>
  useQuery({
    queryKey: ['partnershipWizard', 'template', countryId],
    queryFn: ({ signal }) =>
      api.get<CurrentContractTemplate>('/api/contract-templates/current', { query: { countryId }, signal }),
    enabled: countryId !== null,
    staleTime: 60_000,
  });

export const wizardContractKey = (id: number | null) => ['partnershipWizard', 'contract', id];

/** The contract being edited by `wizard/{id}`; a 404 is shown by the page, not as an alert. */
export const useWizardContract = (id: number | null) =>
  useQuery({
    queryKey: wizardContractKey(id),
    queryFn: ({ signal }) => api.get<PartnershipContract>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
    meta: { skipGlobalErrorHandler: true },
  });

/** `POST …/preview`: the contract as HTML text in the request's language (Accept-Language). */
export const useContractPreview = (body: PartnershipContractBody | null, language: string) =>
  useQuery({
    queryKey: ['partnershipWizard', 'preview', language, body],
    queryFn: ({ signal }) => api.post<string>(`${BASE}/preview`, body, { responseType: 'text', signal }),
    enabled: body !== null,
    meta: { skipGlobalErrorHandler: true },
  });

/**
 * `POST …/create`, or `PUT …/{id}` with the `rowVersion` the contract was read on (409 when someone
 * changed it meanwhile); errors are shown by the wizard (spec 8 for a 500 on create).
 */
export const useSaveContract = (contract: { id: number; rowVersion: number } | null) =>
  useMutation({
    mutationFn: (body: PartnershipContractBody) =>
      contract === null
        ? api.post<PartnershipContract>(`${BASE}/create`, body)
        : api.put<PartnershipContract>(`${BASE}/${contract.id}`, {
            ...body,
            rowVersion: contract.rowVersion,
          }),
    meta: { skipGlobalErrorHandler: true },
  });
