import type { SystemSettingsInput } from '@shared/schemas/site-settings';
import { sessionApi } from '@shared/api/session';
import { settingsApi } from '@shared/api/settings';
import type { AnswerOf } from '@shared/api/endpoint';
import { adminWrite } from '@/lib/admin-query';
import { applySavedSiteSettings } from '@/lib/site-settings';

/** Saves the settings; the dialog's read loads again and the settings are in effect on this device at once. */
export async function saveSettings(input: SystemSettingsInput): Promise<AnswerOf<typeof settingsApi.save>> {
  const answer = await adminWrite(settingsApi.save, { body: input }, { invalidates: [sessionApi.settings] });
  applySavedSiteSettings(answer.settings);
  return answer;
}
