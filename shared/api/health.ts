/** Whether this process can serve: for a load balancer, a monitor, or a person. No personal data. */
import { z } from '../zod';
import { endpoint } from './endpoint';

const check = z.object({ ok: z.boolean(), detail: z.string().optional() });
export const healthAnswer = z.object({
  status: z.enum(['ok', 'unhealthy']),
  checks: z.object({
    database: check,
    writable: check,
    migrations: check,
    disk: check.extend({ freeMiB: z.number().optional() }),
  }),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'anyone',
    summary: "This process's health: database reachable and writable, migrations current, disk space (503 when not healthy)",
    output: healthAnswer,
  }),
};
