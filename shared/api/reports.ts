/** The admin dashboard's reports. */
import { reports } from '../schemas/reports';
import { endpoint } from './endpoint';

export const reportsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/reports',
    access: 'admin',
    summary: 'Registrations per event, applicants and members per month, content submitted and approved',
    output: reports,
  }),
};
