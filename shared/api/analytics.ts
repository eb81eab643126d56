/** A person's dashboard numbers. */
import { userAnalytics } from '../schemas/analytics';
import { endpoint } from './endpoint';
import { userParams } from './common';

export const analyticsApi = {
  user: endpoint({
    method: 'GET',
    path: '/api/user-analytics/:userId',
    access: 'signedIn',
    summary: "A person's points, level, streak, achievements and timeline (themself or an admin)",
    params: userParams,
    output: userAnalytics,
  }),
};
