import { NOTICES_BN, SETTINGS_BN } from './demo-bangla';
import { CLUB_NAME, DISTRICT, type DemoContext } from './demo-context';

/** Notices, site settings, contact messages and membership requests. */
interface NoticeSpec {
  title: string;
  message: string;
  type: string;
  priority: 'urgent' | 'high' | 'medium' | 'low';
  audience: 'all' | 'members' | 'admins';
  /** Window in days from now. */
  from: number;
  to: number;
  link?: string;
  linkText?: string;
  dismissible: boolean;
}

export const NOTICES: NoticeSpec[] = [
  {
    title: 'Heavy rain alert: outdoor activities moved',
    message: 'The Met Office forecasts heavy rain this week. Outdoor volunteer work is postponed; indoor sessions go ahead at the community centre.',
    type: 'urgent',
    priority: 'urgent',
    audience: 'all',
    from: -1,
    to: 3,
    dismissible: false,
  },
  {
    title: 'Registration open: Youth Leadership Bootcamp',
    message: 'Only a few places are left for the two-day bootcamp. Register before it fills up.',
    type: 'event',
    priority: 'high',
    audience: 'all',
    from: -2,
    to: 12,
    link: '/events',
    linkText: 'Register now',
    dismissible: true,
  },
  {
    title: 'Members: meeting agenda posted',
    message: 'The agenda for the monthly members meeting is on the notice board. Send agenda items to the General Secretary.',
    type: 'reminder',
    priority: 'medium',
    audience: 'members',
    from: -1,
    to: 7,
    dismissible: true,
  },
  {
    title: 'Admins: review pending applications',
    message: 'Three membership applications and two gallery images are waiting for review.',
    type: 'deadline',
    priority: 'high',
    audience: 'admins',
    from: -1,
    to: 5,
    dismissible: true,
  },
  {
    title: 'Office closed for the Eid holidays',
    message: 'The club office was closed for the Eid holidays.',
    type: 'announcement',
    priority: 'low',
    audience: 'all',
    from: -45,
    to: -38,
    dismissible: true,
  },
  {
    title: 'Annual General Meeting',
    message: 'All members are invited to the Annual General Meeting to elect the new committee.',
    type: 'general',
    priority: 'medium',
    audience: 'all',
    from: 20,
    to: 30,
    link: '/events',
    linkText: 'Details',
    dismissible: true,
  },
];

export async function seedNotices(ctx: DemoContext): Promise<void> {
  await ctx.trx('notices').insert(
    NOTICES.map((n) => ({
      title: n.title,
      message: n.message,
      title_bn: NOTICES_BN[n.title]?.title ?? null,
      message_bn: NOTICES_BN[n.title]?.message ?? null,
      link_text_bn: NOTICES_BN[n.title]?.linkText ?? null,
      type: n.type,
      priority: n.priority,
      target_audience: n.audience,
      start_date: ctx.at(n.from),
      end_date: ctx.at(n.to),
      link: n.link ?? null,
      link_text: n.linkText ?? null,
      dismissible: n.dismissible,
      created_by: ctx.users.admin,
      created_at: ctx.at(Math.min(n.from, -1) - 1),
      updated_at: ctx.at(Math.min(n.from, -1) - 1),
    })),
  );
}

export const DEMO_SETTINGS: Record<string, unknown> = {
  siteName: CLUB_NAME,
  siteDescription: `A youth-led club in ${DISTRICT} working for zero poverty, zero unemployment and zero net carbon emissions.`,
  contactEmail: 'hello@club.test',
  contactPhone: '+880 1711-000000',
  address: `Station Road, ${DISTRICT} Sadar, ${DISTRICT}`,
  facebookUrl: 'https://www.facebook.com/youthclub.demo',
  whatsappUrl: 'https://wa.me/8801711000000',
  maintenanceMode: false,
  allowRegistrations: true,
  maxFileSize: 5,
  ...SETTINGS_BN,
};

export async function seedSettings(ctx: DemoContext): Promise<void> {
  const updated = ctx.at(0);
  await ctx.trx('settings').insert(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: updated })));
}

export async function seedMessages(ctx: DemoContext): Promise<void> {
  await ctx.trx('contact_messages').insert([
    {
      name: 'Shirin Akter',
      email: 'shirin.akter@example.org',
      subject: 'Partnership with our school',
      message: 'Our school would like to host the Digital Skills Evening School next term. Who should I speak to?',
      user_id: null,
      read_at: ctx.at(-4),
      created_at: ctx.at(-6),
    },
    {
      name: 'Arif Hossain',
      email: 'participant@club.test',
      subject: 'Certificate for the tree drive',
      message: 'Could I get a participation certificate for the tree plantation drive? I need it for a scholarship application.',
      user_id: ctx.users.participant,
      read_at: null,
      created_at: ctx.at(-2),
    },
    {
      name: 'Kamal Uddin',
      email: 'kamal.uddin@example.org',
      subject: 'Donating old laptops',
      message: 'Our office is replacing ten laptops. Would the evening school be able to use them?',
      user_id: null,
      read_at: null,
      created_at: ctx.at(-0.3),
    },
  ]);
  await ctx.trx('membership_requests').insert([
    {
      name: 'Tahmina Akter',
      email: 'tahmina.akter@example.org',
      phone: '+8801700222111',
      institution: 'Rangpur Polytechnic Institute',
      reason: 'I want to help run the solar lantern workshop.',
      status: 'pending',
      reviewed_by: null,
      created_at: ctx.at(-4),
      updated_at: ctx.at(-4),
    },
    {
      name: 'Rashed Mia',
      email: 'rashed.mia@example.org',
      phone: '+8801700222333',
      institution: 'Carmichael College',
      reason: 'I volunteered at the clean-up and want to join properly.',
      status: 'approved',
      reviewed_by: ctx.users.admin,
      created_at: ctx.at(-30),
      updated_at: ctx.at(-28),
    },
  ]);
}
