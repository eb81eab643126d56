/** What a member sent in, with where it stands (the member dashboard). */
import { mySubmissionsResponse } from '../schemas/submissions';
import { endpoint } from './endpoint';

export const submissionsApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/submissions/mine',
    access: 'contributor',
    summary: "The caller's projects, articles and images with their status, newest first",
    output: mySubmissionsResponse,
  }),
};
