import { useMutation } from '@tanstack/react-query';
import type { SettingKey, SettingMeta, SettingValues } from '@portal/contracts/settings';
import { api } from '../../../lib/api-client';

type Saved<K extends SettingKey> = { value: SettingValues[K]; meta: SettingMeta };

/** `PUT /api/settings/{key}`: `{ value }`, validated by that key's schema. */
export const updateSetting = <K extends SettingKey>(key: K, value: SettingValues[K]): Promise<Saved<K>> =>
  api.put<Saved<K>>(`/api/settings/${key}`, { value });

export const useUpdateSetting = <K extends SettingKey>(key: K) =>
  useMutation({
    mutationFn: (value: SettingValues[K]) => updateSetting(key, value),
    meta: { skipGlobalErrorHandler: true },
  });
