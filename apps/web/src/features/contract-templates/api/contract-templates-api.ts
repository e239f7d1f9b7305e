import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractTemplate,
  ContractTemplateCreate,
  ContractTemplateSummary,
  ContractTemplateUpdate,
} from '@portal/contracts/contract-templates';
import { api } from '../../../lib/api-client';

const PATH = '/api/contract-templates';

/** `GET /api/contract-templates`: every country's template. */
export const useContractTemplates = () =>
  useQuery({
    queryKey: ['contractTemplates', 'list'],
    queryFn: ({ signal }) => api.get<ContractTemplateSummary[]>(PATH, { signal }),
  });

/** `GET /api/contract-templates/{id}`: the template with every version. */
export const fetchContractTemplate = (id: number): Promise<ContractTemplate> =>
  api.get<ContractTemplate>(`${PATH}/${id}`);

export const contractTemplateQuery = (id: number) =>
  queryOptions({ queryKey: ['contractTemplates', 'one', id], queryFn: () => fetchContractTemplate(id) });

export const useContractTemplate = (id: number, enabled = true) =>
  useQuery({ ...contractTemplateQuery(id), enabled });

/** `POST /api/contract-templates`: a country's template at version 1. */
export const useCreateContractTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractTemplateCreate) => api.post<ContractTemplate>(PATH, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['contractTemplates', 'list'] }),
  });
};

/** `PUT /api/contract-templates/{id}`: a new version, on the row version the form was read on. */
export const useSaveContractTemplate = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractTemplateUpdate) => api.put<ContractTemplate>(`${PATH}/${id}`, input),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (saved) => {
      client.setQueryData(['contractTemplates', 'one', id], saved);
      void client.invalidateQueries({ queryKey: ['contractTemplates', 'list'] });
      void client.invalidateQueries({ queryKey: ['history', 'contractTemplate', id] });
    },
  });
};
