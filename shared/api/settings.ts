/**
 * The site settings: what public pages show, and the admins' changes. GET /api/settings is in
 * session.ts (the first load reads it).
 */
import { publicSiteSettings, systemSettings, systemSettingsInput } from '../schemas/site-settings';
import { endpoint } from './endpoint';
import { done } from './common';

export const settingsApi = {
  site: endpoint({
    method: 'GET',
    path: '/api/site-settings',
    access: 'anyone',
    summary: 'The contact details and social links public pages show',
    output: publicSiteSettings,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/settings',
    access: 'admin',
    summary: 'Change system settings (those sent); answers the settings now in effect',
    input: systemSettingsInput,
    output: done.extend({ settings: systemSettings }),
  }),
};
