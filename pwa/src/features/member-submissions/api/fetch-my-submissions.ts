import { mySubmissionsResponse, type MySubmission } from '@shared/schemas/submissions';
import { api } from '@/lib/api-client';

/** GET /api/submissions/mine: the signed-in member's projects, articles and images with their status (parsed, not trusted). */
export async function fetchMySubmissions(): Promise<MySubmission[]> {
  return mySubmissionsResponse.parse(await api('/api/submissions/mine')).submissions;
}
