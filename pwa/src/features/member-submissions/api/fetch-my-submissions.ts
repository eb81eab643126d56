import { submissionsApi } from '@shared/api/submissions';
import type { MySubmission } from '@shared/schemas/submissions';
import { call } from '@/lib/api-client';

/** The signed-in member's projects, articles and images with their status (parsed by the contract, not trusted). */
export async function fetchMySubmissions(): Promise<MySubmission[]> {
  return (await call(submissionsApi.mine)).submissions;
}
