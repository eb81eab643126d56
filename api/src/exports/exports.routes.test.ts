import { describe, expect, it } from 'vitest';
import { type Res } from '../test/test-server';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

function expectCsv(res: Res, filename: RegExp): string[][] {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${filename.source}"$`));
  expect(res.text.charCodeAt(0)).toBe(0xfeff);
  // The bytes as sent (the client decodes them as is): the UTF-8 byte order mark, so Excel reads Bangla names intact.
  expect([...Buffer.from(res.text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(res.text.slice(1));
}

describe('CSV exports', () => {
  it('users.csv: one row per user, personal data defused against formulas', async () => {
    await admin.post('/api/users', {
      email: 'formula@example.com',
      password: 'longenough1',
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'রায়',
      role: 'member',
    });
    const rows = expectCsv(await admin.get('/api/exports/users.csv'), /users-\d{4}-\d\d-\d\d\.csv/);
    expect(rows[0]).toEqual([
      'ID',
      'Email',
      'First name',
      'Last name',
      'Phone',
      'Role',
      'Active',
      'Application status',
      'Age',
      'Address',
      'Motivation',
      'Applied at',
      'Approved at',
      'Last sign-in',
      'Created at',
    ]);
    const row = rows.find((r) => r[1] === 'formula@example.com')!;
    expect(row.slice(2, 7)).toEqual(['\'=HYPERLINK("http://evil.example")', 'রায়', '', 'member', 'yes']);
    const me = rows.find((r) => r[5] === 'admin')!;
    expect(me[13]).toMatch(/^\d{4}-/);
  });

  it('event-registrations.csv: the form fields, a column per question, list answers joined, team members flattened', async () => {
    // Check-ins take scan times on the event's day (Asia/Dhaka) only, never in the future: the event is today.
    const MIN = 60_000;
    const today = new Date(Date.now() + 360 * MIN).toISOString().slice(0, 10);
    const first = Math.floor(Date.now() / MIN) * MIN - 30 * MIN;
    const event = await admin.post('/api/events', {
      title: 'Hackathon',
      description: 'x',
      date: today,
      time: '9:00 AM',
      location: 'Hall',
      registrationRequired: true,
      teamEvent: true,
      customQuestions: [
        { id: 'idea', question: 'Your idea, in a line', type: 'text', required: true },
        { id: 'days', question: 'Which days?', type: 'checkbox', options: ['Fri', 'Sat'] },
      ],
    });
    const eventId = event.body.event.id;
    const base = { eventId, phone: '+8801711000000', institution: 'Carmichael College', reason: 'Because we love to build.' };
    await srv.client().post('/api/event-registrations/anonymous', {
      ...base,
      name: 'Shila, Roy',
      email: 'shila@example.com',
      teamName: 'Green "Coders"',
      teamMembers: [
        { name: 'Rumi', email: 'rumi@example.com', phone: '017' },
        { name: 'মিম', email: 'mim@example.com', phone: '018' },
      ],
      customAnswers: { idea: 'Solar\nlamps', days: ['Fri', 'Sat'] },
    });
    await srv.client().post('/api/event-registrations/anonymous', { ...base, name: 'Alone', email: 'alone@example.com', customAnswers: { idea: '@cmd' } });

    // Shila was checked in at the door (twice: the earliest scan is the check-in); Alone was not.
    const shila = await srv.db('event_registrations').where({ email: 'shila@example.com' }).first();
    for (const [nonce, scannedAt] of [
      ['csv-scan-2', new Date(first + 5 * MIN).toISOString()],
      ['csv-scan-1', new Date(first + 360 * MIN).toISOString().replace(/\.\d{3}Z$/, '+06:00')],
    ]) {
      expect((await admin.post('/api/checkins', { eventId, ticketCode: shila.ticket_code, nonce, deviceId: 'phone-a', scannedAt })).status).toBe(200);
    }

    const rows = expectCsv(
      await admin.get(`/api/exports/event-registrations.csv?eventId=${eventId}`),
      new RegExp(`event-${eventId}-registrations-\\d{4}-\\d\\d-\\d\\d\\.csv`),
    );
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Institution',
      'Reason',
      'Team name',
      'Status',
      'Registered at',
      'Checked in',
      'Your idea, in a line',
      'Which days?',
      'Team member 1 name',
      'Team member 1 email',
      'Team member 1 phone',
      'Team member 2 name',
      'Team member 2 email',
      'Team member 2 phone',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Shila, Roy',
      'shila@example.com',
      "'+8801711000000",
      'Carmichael College',
      'Because we love to build.',
      'Green "Coders"',
      'pending',
      expect.stringMatching(/^\d{4}-/),
      new Date(first).toISOString(),
      'Solar\nlamps',
      'Fri; Sat',
      'Rumi',
      'rumi@example.com',
      '017',
      'মিম',
      'mim@example.com',
      '018',
    ]);
    expect(rows[2]).toEqual([
      'Alone',
      'alone@example.com',
      "'+8801711000000",
      'Carmichael College',
      'Because we love to build.',
      '',
      'pending',
      expect.any(String),
      '',
      "'@cmd",
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('event-registrations.csv needs an existing event', async () => {
    const missing = await admin.get('/api/exports/event-registrations.csv');
    expect(missing.status).toBe(400);
    expect(missing.body.fields.eventId).toBe('Choose the event to export (eventId)');
    expect((await admin.get('/api/exports/event-registrations.csv?eventId=999999')).status).toBe(404);
  });

  it('contact-messages.csv: every message', async () => {
    await srv.client().post('/api/contact', { name: 'Mina', email: 'mina@example.com', subject: '-1 problem', message: 'আমি যোগ দিতে চাই, please.' });
    const rows = expectCsv(await admin.get('/api/exports/contact-messages.csv'), /contact-messages-\d{4}-\d\d-\d\d\.csv/);
    expect(rows[0]).toEqual(['ID', 'Received at', 'Name', 'Email', 'Subject', 'Message', 'Read']);
    expect(rows[1].slice(2)).toEqual(['Mina', 'mina@example.com', "'-1 problem", 'আমি যোগ দিতে চাই, please.', 'no']);
  });

  it('admins only', async () => {
    const member = (await srv.signedIn('member')).client;
    for (const path of ['/api/exports/users.csv', '/api/exports/event-registrations.csv?eventId=1', '/api/exports/contact-messages.csv']) {
      expect((await srv.client().get(path)).status).toBe(401);
      expect((await member.get(path)).status).toBe(403);
    }
  });
});
