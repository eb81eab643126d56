import { newTicketCode } from '../src/registrations/tickets';
import type { DemoContext } from './demo-context';
import { PITCH_QUESTIONS } from './demo-events';

/**
 * Event registrations in both payload shapes (public: name/email/phone/institution/reason;
 * member dashboard: participantName/grade/experience/motivation/additionalInfo) and RSVPs.
 */
type Status = 'pending' | 'confirmed' | 'cancelled';
interface RegSpec {
  event: string;
  user?: string;
  name: string;
  email: string;
  phone: string;
  status: Status;
  /** Days from now (negative: in the past). */
  at: number;
  /** Days from now it was confirmed or cancelled (default: when made). */
  decided?: number;
  institution?: string;
  reason?: string;
  member?: { grade?: string; experience?: string; motivation?: string; additionalInfo?: string };
  teamName?: string;
  teamMembers?: Array<{ name: string; email: string; phone: string }>;
  answers?: Record<string, string | string[]>;
}

const pub = (
  event: string,
  name: string,
  email: string,
  phone: string,
  status: Status,
  at: number,
  institution: string,
  reason: string,
  user?: string,
): RegSpec => ({
  event,
  name,
  email,
  phone,
  status,
  at,
  institution,
  reason,
  user,
});

const REASON = 'I want to learn how to lead a volunteer team and run projects in my own union.';

/** The nearly full Youth Leadership Bootcamp: 10 places, 9 live registrations and one cancelled. */
const BOOTCAMP: RegSpec[] = [
  pub('bootcamp', 'Riya Das', 'Riya.Das@Example.org', '+8801555000444', 'confirmed', -9, 'Carmichael College', REASON, 'riya'),
  pub(
    'bootcamp',
    'Sumaiya Khatun',
    'sumaiya.khatun@example.org',
    '+8801555000222',
    'confirmed',
    -9,
    'Begum Rokeya University',
    'To coach the olympiad teams better and share it with our evening school.',
    'sumaiya',
  ),
  pub('bootcamp', 'Rafiqul Alam', 'rafiqul.alam@example.org', '+8801700111222', 'confirmed', -8, 'Rangpur Zilla School', REASON),
  pub(
    'bootcamp',
    'Moushumi Begum',
    'moushumi.b@example.org',
    '+8801700111333',
    'confirmed',
    -7,
    'Rangpur Government College',
    "Our women's savings group needs someone who can run meetings well.",
  ),
  pub('bootcamp', 'Habibur Rahman', 'habib.rahman@example.org', '+8801700111444', 'pending', -6, 'Kaunia Degree College', REASON),
  pub(
    'bootcamp',
    'Lamia Sultana',
    'lamia.sultana@example.org',
    '+8801700111555',
    'pending',
    -5,
    'Rangpur Cadet College',
    'I lead the debate club and want to start a volunteer wing.',
  ),
  pub('bootcamp', 'Sabbir Hossain', 'sabbir.h@example.org', '+8801700111666', 'confirmed', -4, 'Polytechnic Institute', REASON),
  pub(
    'bootcamp',
    'Ayesha Siddika',
    'ayesha.siddika@example.org',
    '+8801700111777',
    'pending',
    -3,
    'Pirganj Girls School',
    'To bring what I learn back to the girls in my school.',
  ),
  pub('bootcamp', 'Nayeem Khan', 'nayeem.khan@example.org', '+8801700111888', 'cancelled', -3, 'Carmichael College', REASON),
  {
    event: 'bootcamp',
    name: 'Fahim Shahriar',
    email: 'fahim.s@example.org',
    phone: '+8801700111999',
    status: 'pending',
    at: -1,
    institution: 'Begum Rokeya University',
    member: { experience: 'intermediate', motivation: 'I manage a student cooperative and want to improve.' },
  },
];

const OTHERS: RegSpec[] = [
  // The participant account: a completed, an ongoing, an upcoming and a cancelled registration.
  pub(
    'planting',
    'Arif Hossain',
    'participant@club.test',
    '+8801912345678',
    'confirmed',
    -85,
    'Rangpur Government College',
    'I want to plant trees at my old school and look after them.',
    'participant',
  ),
  {
    event: 'finance',
    user: 'participant',
    name: 'Arif Hossain',
    email: 'Participant@Club.test',
    phone: '+8801912345678',
    status: 'confirmed',
    at: -12,
    institution: 'Rangpur Government College',
    member: { grade: 'undergraduate', experience: 'beginner', motivation: 'My family runs a small shop and I want to keep proper accounts.' },
  },
  {
    event: 'olympiad',
    user: 'participant',
    name: 'Arif Hossain',
    email: 'participant@club.test',
    phone: '+8801912345678',
    status: 'pending',
    at: -2,
    institution: 'Rangpur Government College',
    member: {
      grade: 'undergraduate',
      experience: 'intermediate',
      motivation: 'I reached the heats last year and want to win the final.',
      additionalInfo: 'I need a vegetarian lunch.',
    },
  },
  // The member account: confirmed for the tree drive long ago (and the pitch below, yesterday).
  {
    ...pub(
      'planting',
      'Nusrat Jahan',
      'member@club.test',
      '+8801812345678',
      'confirmed',
      -90,
      'Begum Rokeya University',
      'I want to lead a planting team at my old school.',
      'member',
    ),
    decided: -86,
  },
  pub(
    'marketing',
    'Arif Hossain',
    'participant@club.test',
    '+8801912345678',
    'cancelled',
    -4,
    'Rangpur Government College',
    "To sell my mother's handicrafts online.",
    'participant',
  ),
  // A team registration for the team event.
  {
    event: 'hackathon',
    user: 'shakil',
    name: 'Shakil Ahmed',
    email: 'shakil.ahmed@example.org',
    phone: '+8801555000333',
    status: 'pending',
    at: -1,
    institution: 'Rangpur Polytechnic Institute',
    reason: 'We want to build an app that matches rickshaw vans with farmers to cut empty trips.',
    teamName: 'Green Wheels',
    teamMembers: [
      { name: 'Shakil Ahmed', email: 'shakil.ahmed@example.org', phone: '+8801555000333' },
      { name: 'Tahmina Akter', email: 'tahmina.akter@example.org', phone: '+8801700222111' },
      { name: 'Rashed Mia', email: 'rashed.mia@example.org', phone: '+8801700222333' },
    ],
  },
  // Custom answers for the pitch competition.
  {
    event: 'pitch',
    user: 'member',
    name: 'Nusrat Jahan',
    email: 'member@club.test',
    phone: '+8801812345678',
    status: 'confirmed',
    at: -3,
    decided: -1,
    institution: 'Begum Rokeya University',
    reason: 'I want feedback on turning our clean-ups into a recycling business.',
    answers: {
      q1: 'Teesta Plastic Bank',
      q2: 'Riverside villages have no waste collection. We buy sorted plastic from households and sell it to a recycler.',
      q3: 'Zero net carbon',
      q4: 'No',
      q5: ['Mentoring', 'Seed funding'],
    },
  },
];

export async function seedRegistrations(ctx: DemoContext, events: Record<string, number>): Promise<void> {
  for (const r of [...BOOTCAMP, ...OTHERS]) {
    const at = ctx.at(r.at);
    await ctx.trx('event_registrations').insert({
      event_id: events[r.event],
      ticket_code: newTicketCode(),
      user_id: r.user ? ctx.users[r.user] : null,
      name: r.name,
      email: r.email.toLowerCase(),
      phone: r.phone,
      institution: r.institution ?? null,
      reason: r.reason ?? null,
      team_name: r.teamName ?? null,
      team_members: JSON.stringify(r.teamMembers ?? []),
      custom_answers: JSON.stringify(r.answers ?? {}),
      // The text of each answered question as it read at registration (kept if the question is removed later).
      question_texts: JSON.stringify(Object.fromEntries(PITCH_QUESTIONS.filter((q) => r.answers && q.id in r.answers).map((q) => [q.id, q.question]))),
      participant_name: r.member ? r.name : null,
      grade: r.member?.grade ?? null,
      experience: r.member?.experience ?? null,
      motivation: r.member?.motivation ?? null,
      additional_info: r.member?.additionalInfo ?? null,
      status: r.status,
      registered_at: at,
      updated_at: r.decided === undefined ? at : ctx.at(r.decided),
    });
  }
}

/** RSVPs (events without registration): [event key, user key, days from now]. */
const RSVPS: Array<[string, string, number]> = [
  ['meeting', 'member', -2],
  ['meeting', 'admin', -2],
  ['meeting', 'mahmud', -1],
  ['cleanup', 'member', -3],
  ['cleanup', 'participant', -1],
  ['story', 'participant', -1],
  ['mentoring', 'participant', -25],
];

export async function seedRsvps(ctx: DemoContext, events: Record<string, number>): Promise<void> {
  await ctx.trx('rsvps').insert(RSVPS.map(([event, user, days]) => ({ event_id: events[event], user_id: ctx.users[user], created_at: ctx.at(days) })));
}
