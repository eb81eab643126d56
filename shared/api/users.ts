/** User management: admins only. */
import { z } from '../zod';
import { userDetail } from '../schemas/user-detail';
import { adminUser, applicationStatusInput, createUserInput, updateUserInput, userIdParam } from '../schemas/users';
import { endpoint } from './endpoint';
import { done } from './common';

/** A write's answer: what happened and the account as it is now. */
const changed = done.extend({ user: adminUser });

export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'admin',
    summary: 'Every account',
    output: z.array(adminUser),
  }),
  applicants: endpoint({
    method: 'GET',
    path: '/api/users/applicants',
    access: 'admin',
    summary: 'The accounts whose role is applicant',
    output: z.object({ applicants: z.array(adminUser) }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: 'admin',
    summary: 'One account with its last sign-in and event registrations',
    params: userIdParam,
    output: userDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/users',
    access: 'admin',
    summary: 'Create an account',
    input: createUserInput,
    output: changed,
  }),
  setApplicationStatus: endpoint({
    method: 'PATCH',
    path: '/api/users/:id/application-status',
    access: 'admin',
    summary: 'Approve or reject an application',
    params: userIdParam,
    input: applicationStatusInput,
    output: changed,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/users/:id',
    access: 'admin',
    summary: "Change an account's fields (those sent)",
    params: userIdParam,
    input: updateUserInput,
    output: changed,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: 'admin',
    summary: 'Remove an account, its sessions and its team profile',
    params: userIdParam,
    output: done,
  }),
};
