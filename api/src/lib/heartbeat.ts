import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { nowIso } from './time';

/** How often a process says it is alive, and after how long without a word it counts as gone. */
export const BEAT_MS = 2_000;
export const GONE_AFTER_MS = 3 * BEAT_MS;
const BOOT_FILE = 'boot-id';

export interface Heartbeat {
  /** This process's id: part of every Idempotency-Key claim it makes (middleware/idempotency-claim.ts). */
  bootId: string;
  stop: () => Promise<void>;
}

/**
 * Says, every BEAT_MS, that this process is alive (`process_heartbeats`). At start it also says its
 * predecessor on this data folder is gone (the process a crash or kill -9 ended), so a retry of a
 * write that process had claimed goes through at once; one on another machine counts as gone
 * GONE_AFTER_MS after its last beat.
 */
export async function startHeartbeat(db: Knex, dataDir: string, onError: (err: unknown) => void): Promise<Heartbeat> {
  const bootId = crypto.randomBytes(8).toString('hex');
  const file = path.join(dataDir, BOOT_FILE);
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (previous) await db('process_heartbeats').where({ boot_id: previous }).delete();
  fs.writeFileSync(file, bootId);
  const beat = () => db('process_heartbeats').insert({ boot_id: bootId, beat_at: nowIso() }).onConflict('boot_id').merge();
  await beat();
  const timer = setInterval(() => void beat().catch(onError), BEAT_MS);
  timer.unref();
  return {
    bootId,
    stop: async () => {
      clearInterval(timer);
      await db('process_heartbeats').where({ boot_id: bootId }).delete();
    },
  };
}

/** Whether the process that made a claim (`owner`: `${bootId}.${random}`) may still be running it. */
export async function holderAlive(db: Knex, owner: string | null): Promise<boolean> {
  const bootId = owner?.includes('.') ? owner.split('.')[0] : undefined;
  if (!bootId) return true; // a claim from before boot ids: only its lease tells
  const row = (await db('process_heartbeats').where({ boot_id: bootId }).first()) as { beat_at: string } | undefined;
  return !!row && Date.parse(row.beat_at) > Date.now() - GONE_AFTER_MS;
}

/** Rows of processes long gone (a machine that was switched off never says goodbye). */
export const pruneHeartbeats = (db: Knex) =>
  db('process_heartbeats')
    .where('beat_at', '<', new Date(Date.now() - 24 * 3_600_000).toISOString())
    .delete();
