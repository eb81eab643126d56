import { adminWrite } from '@/lib/admin-query';

/** DELETE /api/users/:id; every /api/users read loads again. */
export const removeUser = (id: number) => adminWrite<{ message: string }>(`/api/users/${id}`, { method: 'DELETE', invalidates: ['/api/users'] });
