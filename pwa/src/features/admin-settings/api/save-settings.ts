import type { SystemSettingsInput, SystemSettingsSaved } from '@shared/schemas/site-settings';
import { adminWrite } from '@/lib/admin-query';
import { applySavedSiteSettings } from '@/lib/site-settings';

/** PUT /api/settings; the dialog's read loads again and the settings are in effect on this device at once. */
export async function saveSettings(input: SystemSettingsInput): Promise<SystemSettingsSaved> {
  const answer = await adminWrite<SystemSettingsSaved>('/api/settings', { method: 'PUT', body: input, invalidates: ['/api/settings'] });
  applySavedSiteSettings(answer?.settings);
  return answer;
}
