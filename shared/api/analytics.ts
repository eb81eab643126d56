/** A person's dashboard numbers. */
import { z } from '../zod';
import { userAnalytics } from '../schemas/analytics';
import { id } from '../schemas/common';
import { endpoint } from './endpoint';

export const analyticsApi = {
  user: endpoint({
    method: 'GET',
    path: '/api/user-analytics/:userId',
    access: 'signedIn',
    summary: "A person's points, level, streak, achievements and timeline (themself or an admin)",
    params: z.object({ userId: id }),
    output: userAnalytics,
  }),
};
