/** Check-in at the door (issue 13): admins and users with the 'checkin' permission. */
import { z } from '../zod';
import { checkinConflicts, checkinInput, checkinNonce, checkinResult, checkinUndoResult, roster } from '../schemas/checkins';
import { endpoint } from './endpoint';
import { idParams } from './common';

export const checkinsApi = {
  roster: endpoint({
    method: 'GET',
    path: '/api/events/:id/roster',
    access: 'checkin',
    summary: "An event's door list: every registration, with its ticket and check-in",
    params: idParams,
    output: roster,
  }),
  conflicts: endpoint({
    method: 'GET',
    path: '/api/events/:id/checkin-conflicts',
    access: 'checkin',
    summary: "An event's tickets scanned more than once, scans earliest first",
    params: idParams,
    output: checkinConflicts,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/checkins',
    access: 'checkin',
    summary: 'Record a scan (a resend of its nonce creates nothing new)',
    input: checkinInput,
    output: checkinResult,
  }),
  undo: endpoint({
    method: 'DELETE',
    path: '/api/checkins/:nonce',
    access: 'checkin',
    summary: 'Undo a scan: its volunteer or an admin',
    params: z.object({ nonce: checkinNonce }),
    output: checkinUndoResult,
  }),
};
