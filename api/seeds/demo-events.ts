import type { CustomQuestion } from '../../shared/schemas/events';
import { EVENTS_BN, PITCH_QUESTIONS_BN } from './demo-bangla';
import { DISTRICT, insertId, type DemoContext } from './demo-context';

/** Twelve events across every status and category; ids by key land in `events` for later steps. */
interface EventSpec {
  key: string;
  title: string;
  description: string;
  /** Days from now. */
  in: number;
  time: string;
  location: string;
  category: 'workshop' | 'meeting' | 'training' | 'volunteer' | 'olympiad' | 'competition' | 'hackathon' | 'other';
  status: 'upcoming' | 'ongoing' | 'completed' | 'cancelled';
  registration: boolean;
  team?: boolean;
  max?: number;
  eligibility?: string;
  prizes?: string;
  contact?: string;
  urgent?: boolean;
  image?: string;
  questions?: CustomQuestion[];
}

const CENTRE = `Community Centre, Station Road, ${DISTRICT}`;

/** The pitch event's questions, each with its Bangla text (and options) from demo-bangla-events.ts. */
export const PITCH_QUESTIONS: CustomQuestion[] = (
  [
    { id: 'q1', question: 'What is the name of your idea?', type: 'text', required: true, options: [] },
    { id: 'q2', question: 'Describe the problem your idea solves and who it helps.', type: 'textarea', required: true, options: [] },
    {
      id: 'q3',
      question: 'Which zero does your idea target?',
      type: 'select',
      required: true,
      options: ['Zero poverty', 'Zero unemployment', 'Zero net carbon'],
    },
    { id: 'q4', question: 'Have you pitched an idea before?', type: 'radio', required: false, options: ['Yes', 'No'] },
    {
      id: 'q5',
      question: 'Which support would help you most?',
      type: 'checkbox',
      required: false,
      options: ['Mentoring', 'Seed funding', 'Legal advice', 'Marketing'],
    },
  ] satisfies CustomQuestion[]
).map((q) => ({ ...q, ...PITCH_QUESTIONS_BN[q.id] }));

export const EVENTS: EventSpec[] = [
  {
    key: 'olympiad',
    title: 'District Social Business Olympiad',
    in: 21,
    time: '9:00 AM',
    location: `Government College Auditorium, ${DISTRICT}`,
    description:
      'The district final of the social business olympiad: solve a real local problem in teams of your school, then defend your plan in front of the judges.',
    category: 'olympiad',
    status: 'upcoming',
    registration: true,
    max: 200,
    image: 'olympiad',
    eligibility: `Students of grade 6 to 12 and undergraduates studying in ${DISTRICT}, aged 11 to 25.`,
    prizes: 'Champion: 10,000 taka and a mentorship; runner-up: 5,000 taka; certificates for every finalist.',
    contact: 'olympiad@club.test, +8801711000002',
  },
  {
    key: 'hackathon',
    title: 'Zero Carbon Hackathon for student teams',
    in: 35,
    time: '10:00 AM',
    location: `IT Lab, Begum Rokeya University, ${DISTRICT}`,
    description:
      'Thirty hours to build a working prototype that cuts carbon in our district: transport, cooking, farming or waste. Bring a team of three to five.',
    category: 'hackathon',
    status: 'upcoming',
    registration: true,
    team: true,
    max: 60,
    image: 'school',
    prizes: 'Seed grant of 20,000 taka for the winning team.',
    contact: 'Rakibul Islam, +8801555000888',
  },
  {
    key: 'pitch',
    title: 'Social Business Idea Pitch Competition',
    in: 28,
    time: '2:30 PM',
    location: CENTRE,
    description:
      'Three minutes, one idea, five judges. Pitch a business that solves a social problem and pays for itself. The best ideas get mentors and seed funding.',
    category: 'competition',
    status: 'upcoming',
    registration: true,
    max: 40,
    image: 'reflection',
    questions: PITCH_QUESTIONS,
    contact: 'pitch@club.test',
  },
  {
    key: 'bootcamp',
    title: 'Youth Leadership Bootcamp',
    in: 14,
    time: '9:30 AM',
    location: CENTRE,
    description: 'A two-day bootcamp on leading volunteers, running meetings and managing a small budget. Only ten places so every participant gets coaching.',
    category: 'training',
    status: 'upcoming',
    registration: true,
    max: 10,
    image: 'jobs',
  },
  {
    key: 'marketing',
    title: 'Digital Marketing Workshop for Young Entrepreneurs',
    in: 5,
    time: '3:00 PM',
    location: `Youth Development Office, ${DISTRICT}`,
    description: 'Learn to sell online: Facebook pages, product photos with a phone, and honest pricing. Registration closes soon.',
    category: 'workshop',
    status: 'upcoming',
    registration: true,
    max: 30,
    urgent: true,
    contact: 'Jannatul Ferdous, +8801555000999',
  },
  {
    key: 'meeting',
    title: 'Monthly Members Meeting',
    in: 7,
    time: '5:00 PM',
    location: CENTRE,
    description: "Project updates, the treasurer's report and planning for next month. Members and applicants welcome.",
    category: 'meeting',
    status: 'upcoming',
    registration: false,
  },
  {
    key: 'cleanup',
    title: 'Teesta Riverbank Clean-Up Day',
    in: 10,
    time: '7:00 AM',
    location: 'Teesta Bridge east bank, Kaunia',
    description: 'Gloves, bags and breakfast provided. We sort everything we collect so the recyclable plastic can be sold.',
    category: 'volunteer',
    status: 'upcoming',
    registration: false,
    max: 80,
    contact: 'Nusrat Jahan, +8801812345678',
    image: 'river',
  },
  {
    key: 'story',
    title: 'Community Story Night',
    in: 18,
    time: '7:30 PM',
    location: `Town Hall Lawn, ${DISTRICT}`,
    description: 'Young founders from the district share what worked, what failed and what they would do again. Tea and singara for everyone.',
    category: 'other',
    status: 'upcoming',
    registration: false,
  },
  {
    key: 'finance',
    title: 'Financial Literacy Training',
    in: 0,
    time: '4:00 PM',
    location: CENTRE,
    description: 'A four-week course on saving, record keeping and microcredit, running on Tuesdays and Thursdays. Late joiners welcome.',
    category: 'training',
    status: 'ongoing',
    registration: true,
    max: 25,
    contact: 'Mahmudul Karim, +8801555000111',
  },
  {
    key: 'planting',
    title: `Green ${DISTRICT} Tree Plantation Drive`,
    in: -75,
    time: '8:00 AM',
    location: `Twelve schools across ${DISTRICT} Sadar`,
    description: 'Our first big environment project: 1,000 trees in one weekend.',
    category: 'volunteer',
    status: 'completed',
    registration: true,
    max: 40,
    image: 'trees',
  },
  {
    key: 'mentoring',
    title: 'Career Mentoring Session',
    in: -20,
    time: '11:00 AM',
    location: CENTRE,
    description: 'One-to-one conversations with professionals from banking, agriculture, IT and teaching.',
    category: 'workshop',
    status: 'completed',
    registration: false,
  },
  {
    key: 'relief',
    title: 'Flood Relief Packing Day',
    in: 12,
    time: '10:00 AM',
    location: `Union Parishad Hall, Gangachara`,
    description: 'Cancelled: the relief packs were delivered early by the district administration. Thank you to everyone who signed up.',
    category: 'volunteer',
    status: 'cancelled',
    registration: false,
  },
];

export async function seedEvents(ctx: DemoContext): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const e of EVENTS) {
    const created = Math.min(-2, e.in - 30);
    ids[e.key] = await insertId(ctx.trx, 'events', {
      title: e.title,
      description: e.description,
      date: ctx.day(e.in),
      time: e.time,
      location: e.location,
      title_bn: EVENTS_BN[e.key]?.title ?? null,
      description_bn: EVENTS_BN[e.key]?.description ?? null,
      location_bn: EVENTS_BN[e.key]?.location ?? null,
      category: e.category,
      status: e.status,
      registration_required: e.registration,
      team_event: e.team ?? false,
      max_participants: e.max ?? null,
      eligibility: e.eligibility ?? null,
      prizes: e.prizes ?? null,
      contact_info: e.contact ?? null,
      urgency: e.urgent ? 'urgent' : 'normal',
      image_url: e.image ? ctx.img(e.image) : null,
      custom_questions: JSON.stringify(e.questions ?? []),
      created_by: ctx.users.admin,
      created_at: ctx.at(created),
      updated_at: ctx.at(created),
    });
  }
  return ids;
}

const title = (key: string) => EVENTS.find((e) => e.key === key)!.title;
export const EVENT_TITLES = {
  customQuestions: title('pitch'),
  nearlyFull: title('bootcamp'),
  team: title('hackathon'),
  urgent: title('marketing'),
  olympiad: title('olympiad'),
};
