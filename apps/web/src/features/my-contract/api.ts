import { useMutation } from '@tanstack/react-query';
import type { MyContractAnswer, MyContractLookup } from '@portal/contracts/my-contract';
import { api } from '../../lib/api-client';
import type { MyContractLanguage } from './languages';

/**
 * `POST /api/my-contract`, signed out. The server's own messages exist in Arabic and English only:
 * the page shows its own texts for every answer and asks in Arabic or English.
 */
export const lookUpMyContract = (body: MyContractLookup, language: MyContractLanguage) =>
  api.post<MyContractAnswer>('/api/my-contract', body, {
    anonymous: true,
    headers: { 'accept-language': language === 'ar-SA' ? 'ar-SA' : 'en-US' },
  });

export const useMyContractLookup = () =>
  useMutation({
    // The page says every outcome in its own language (the portal's alerts speak two).
    meta: { skipGlobalErrorHandler: true },
    mutationFn: ({ body, language }: { body: MyContractLookup; language: MyContractLanguage }) =>
      lookUpMyContract(body, language),
  });
