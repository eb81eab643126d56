import type { Role } from '../../shared/schemas/users';

/** The demo accounts the README lists; one per role. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; email: string; password: string; firstName: string; lastName: string }> = [
  { role: 'super_admin', email: 'superadmin@club.test', password: 'SuperAdmin#2025', firstName: 'Farhana', lastName: 'Rahman' },
  { role: 'admin', email: 'admin@club.test', password: 'Admin#2025pass', firstName: 'Tanvir', lastName: 'Hasan' },
  { role: 'member', email: 'member@club.test', password: 'Member#2025pass', firstName: 'Nusrat', lastName: 'Jahan' },
  { role: 'participant', email: 'participant@club.test', password: 'Participant#2025', firstName: 'Arif', lastName: 'Hossain' },
  { role: 'applicant', email: 'applicant@club.test', password: 'Applicant#2025', firstName: 'Sadia', lastName: 'Akter' },
];
