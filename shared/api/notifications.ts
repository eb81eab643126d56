/** The in-app inbox: what the signed-in person was told, and marking it read. */
import { markReadInput, notificationInbox } from '../schemas/notifications';
import { z } from '../zod';
import { endpoint } from './endpoint';

export const notificationsApi = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    summary: "The signed-in user's latest 50 notifications, newest first, and the unread count",
    output: notificationInbox,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'signedIn',
    summary: 'Mark these notifications (or, without ids, all) read; answers the unread count',
    input: markReadInput,
    output: z.object({ unread: z.number().int().min(0) }),
  }),
};
