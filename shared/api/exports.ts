/** CSV exports for admins (files; never kept by caches). */
import { registrationsExportQuery } from '../schemas/exports';
import { endpoint } from './endpoint';

export const exportsApi = {
  users: endpoint({
    method: 'GET',
    path: '/api/exports/users.csv',
    access: 'admin',
    summary: 'Every account as CSV',
    output: 'file',
  }),
  registrations: endpoint({
    method: 'GET',
    path: '/api/exports/event-registrations.csv',
    access: 'admin',
    summary: "One event's registrations as CSV",
    query: registrationsExportQuery,
    output: 'file',
  }),
  contactMessages: endpoint({
    method: 'GET',
    path: '/api/exports/contact-messages.csv',
    access: 'admin',
    summary: 'The contact messages as CSV',
    output: 'file',
  }),
};
