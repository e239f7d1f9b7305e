import { useMutation } from '@tanstack/react-query';
import type { SettingKey, SettingMeta, SettingValues } from '@portal/contracts/settings';
import { api } from '../../../lib/api-client';

type Saved<K extends SettingKey> = { value: SettingValues[K]; meta: SettingMeta };

/** `PUT /api/settings/{key}`: `{ value, rowVersion }`, the value validated by that key's schema. */
export const updateSetting = <K extends SettingKey>(
  key: K,
  edit: { value: SettingValues[K]; rowVersion: number },
): Promise<Saved<K>> => api.put<Saved<K>>(`/api/settings/${key}`, edit);

export const useUpdateSetting = <K extends SettingKey>(key: K) =>
  useMutation({
    mutationFn: (edit: { value: SettingValues[K]; rowVersion: number }) => updateSetting(key, edit),
    meta: { skipGlobalErrorHandler: true },
  });
