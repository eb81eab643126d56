import type { Knex } from 'knex';
import {
  SYSTEM_SETTING_KEYS,
  SYSTEM_SETTINGS_DEFAULTS,
  systemSettings,
  type SystemSettings,
  type SystemSettingsInput,
} from '../../../shared/schemas/site-settings';
import { readerOf } from '../db';
import { defined } from '../lib/rows';
import { settingsRepo } from './settings.repo';

/**
 * How long a process trusts the settings it read. A save in this process is seen at once (the
 * saved values replace the cached ones); a save in another process within this time.
 */
const TTL_MS = 2000;

/** Stored values over the defaults; a stored value the schema no longer accepts falls back to its default. */
function withDefaults(stored: Record<string, unknown>): SystemSettings {
  const out: Record<string, unknown> = { ...SYSTEM_SETTINGS_DEFAULTS };
  for (const key of SYSTEM_SETTING_KEYS) {
    if (!(key in stored)) continue;
    const parsed = systemSettings.shape[key].safeParse(stored[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as SystemSettings;
}

export interface SettingsService {
  /** The settings in effect (cached briefly). Reads through the request's database or its readers. */
  current(db: Knex): Promise<SystemSettings>;
  /** The stored settings, defaults filled in, read now (for answers kept by the list cache). */
  read(db: Knex): Promise<SystemSettings>;
  /** Saves the given fields (others keep their value) and answers the settings now in effect. */
  save(db: Knex, input: SystemSettingsInput): Promise<SystemSettings>;
}

/** One per app: the one place the server reads the system settings it enforces. */
export function settingsService(): SettingsService {
  let cached: { value: SystemSettings; at: number } | null = null;
  /** Moves on at every save, so a read that began before it cannot put older values back. */
  let generation = 0;

  const read = async (db: Knex) => withDefaults(await settingsRepo.read(db, SYSTEM_SETTING_KEYS));
  return {
    read,

    async current(db) {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
      const started = generation;
      const value = await read(readerOf(db));
      if (started === generation) cached = { value, at: Date.now() };
      return value;
    },

    async save(db, input) {
      await settingsRepo.write(db, defined(input));
      const value = await read(db);
      generation++;
      cached = { value, at: Date.now() };
      return value;
    },
  };
}
