import type { ApplicationStatus, Role } from '../../shared/schemas/users';
import { hashPassword } from '../src/auth/password';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DISTRICT, insertId, type DemoContext } from './demo-context';

/** The password of the extra demo users (not the role accounts, which have their own). */
export const DEMO_EXTRA_PASSWORD = 'DemoUser#2025';

interface UserSpec {
  key: string;
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  status: ApplicationStatus;
  /** Days before now: joined (created and applied), and approved when approved. */
  joined: number;
  approved?: number;
  phone?: string;
  age?: string;
  address?: string;
  motivation?: string;
  image?: string;
  isActive?: boolean;
}

const account = (role: Role) => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(`No demo account for role ${role}`);
  return { role, email: a.email, password: a.password, firstName: a.firstName, lastName: a.lastName };
};

const extra = (key: string, role: Role, firstName: string, lastName: string, rest: Partial<UserSpec>): UserSpec => ({
  key,
  role,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.org`.toLowerCase(),
  password: DEMO_EXTRA_PASSWORD,
  status: 'approved',
  joined: 60,
  ...rest,
});

const USERS: UserSpec[] = [
  { key: 'superAdmin', ...account('super_admin'), status: 'approved', joined: 300, approved: 300, phone: '+8801711000001', image: 'a-farhana' },
  { key: 'admin', ...account('admin'), status: 'approved', joined: 280, approved: 279, phone: '+8801711000002', image: 'a-tanvir' },
  {
    key: 'member',
    ...account('member'),
    status: 'approved',
    joined: 200,
    approved: 195,
    image: 'a-nusrat',
    phone: '+8801812345678',
    age: '22',
    address: `Station Road, ${DISTRICT} Sadar, ${DISTRICT}`,
    motivation: 'I want to help young people in my district turn their ideas into small businesses that solve real problems.',
  },
  {
    key: 'participant',
    ...account('participant'),
    status: 'approved',
    joined: 90,
    approved: 90,
    phone: '+8801912345678',
    age: '19',
    address: `Lalbagh, ${DISTRICT}`,
  },
  {
    key: 'applicant',
    ...account('applicant'),
    status: 'pending',
    joined: 3,
    phone: '+8801612345678',
    age: '18',
    address: `Mahiganj, ${DISTRICT} Sadar, ${DISTRICT}`,
    motivation: 'I study accounting at the government college and want to learn how a social business can create jobs for women in my village.',
  },
  extra('mahmud', 'member', 'Mahmudul', 'Karim', {
    joined: 250,
    approved: 248,
    phone: '+8801555000111',
    age: '25',
    image: 'a-mahmud',
    address: `Jahaj Company More, ${DISTRICT}`,
  }),
  extra('sumaiya', 'member', 'Sumaiya', 'Khatun', {
    joined: 180,
    approved: 176,
    phone: '+8801555000222',
    age: '21',
    image: 'a-sumaiya',
    address: `Dhap, ${DISTRICT}`,
  }),
  extra('shakil', 'participant', 'Shakil', 'Ahmed', { joined: 45, approved: 45, phone: '+8801555000333', age: '17' }),
  extra('riya', 'participant', 'Riya', 'Das', { joined: 30, approved: 30, phone: '+8801555000444', age: '20' }),
  extra('mehedi', 'applicant', 'Mehedi', 'Hasan', {
    status: 'pending',
    joined: 6,
    phone: '+8801555000555',
    age: '24',
    address: `Pirganj, ${DISTRICT}`,
    motivation: 'I run a small poultry farm and want to mentor other young farmers on fair prices and cooperative selling.',
  }),
  extra('tasnim', 'applicant', 'Tasnim', 'Ara', {
    status: 'pending',
    joined: 1,
    phone: '+8801555000666',
    age: '16',
    address: `Mithapukur, ${DISTRICT}`,
    motivation: 'Our school has no science club. I want to start one with the help of the club volunteers.',
  }),
  extra('kamrul', 'applicant', 'Kamrul', 'Islam', {
    status: 'rejected',
    joined: 40,
    phone: '+8801555000777',
    age: '34',
    address: 'Mirpur, Dhaka',
    motivation: 'Looking for business partners for my import company.',
  }),
];

/** Hashes the demo passwords (slow on purpose) before the transaction opens. */
export async function prepareUsers(): Promise<Array<UserSpec & { hash: string }>> {
  return Promise.all(USERS.map(async (u) => ({ ...u, hash: await hashPassword(u.password) })));
}

export async function seedUsers(ctx: DemoContext, prepared: Array<UserSpec & { hash: string }>): Promise<void> {
  for (const u of prepared) {
    ctx.users[u.key] = await insertId(ctx.trx, 'users', {
      email: u.email.toLowerCase(),
      password_hash: u.hash,
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone ?? null,
      age: u.age ?? null,
      address: u.address ?? null,
      motivation: u.motivation ?? null,
      profile_image_url: u.image ? ctx.img(u.image) : null,
      role: u.role,
      permissions: '[]',
      is_active: u.isActive ?? true,
      auth_type: 'email',
      application_status: u.status,
      applied_at: ctx.at(-u.joined),
      approved_at: u.approved !== undefined ? ctx.at(-u.approved) : null,
      created_at: ctx.at(-u.joined),
      updated_at: ctx.at(-(u.approved ?? u.joined)),
      // Demo accounts count as proven (their example.org mail goes nowhere); a new registration shows the 'Confirm your e-mail' line.
      email_verified_at: ctx.at(-u.joined),
    });
  }
}

interface MemberSpec {
  name: string;
  username?: string;
  user?: string;
  position: string;
  bio: string;
  image?: string;
  status: 'approved' | 'pending';
  /** The public contact e-mail the member chose to show (never their sign-in e-mail by default). */
  email?: string;
  website?: string;
  linkedin?: string;
  facebook?: string;
  joined: number;
}

const MEMBERS: MemberSpec[] = [
  {
    name: 'Farhana Rahman',
    username: 'farhana',
    user: 'superAdmin',
    position: 'President',
    image: 'a-farhana',
    status: 'approved',
    joined: 300,
    bio: `Founding president of the club. Farhana studied development economics and believes every young person in ${DISTRICT} can be a job creator, not a job seeker.`,
    email: 'farhana.rahman@example.org',
    linkedin: 'https://www.linkedin.com/in/farhana-rahman-demo',
    facebook: 'https://www.facebook.com/farhana.rahman.demo',
    website: 'https://farhana.example.org',
  },
  {
    name: 'Tanvir Hasan',
    username: 'tanvir.hasan',
    user: 'admin',
    position: 'General Secretary',
    image: 'a-tanvir',
    status: 'approved',
    joined: 280,
    bio: 'Keeps the club running: meetings, minutes, partners and the event calendar. Electrical engineering student and solar enthusiast.',
    linkedin: 'https://www.linkedin.com/in/tanvir-hasan-demo',
  },
  {
    name: 'Nusrat Jahan',
    username: 'nusrat',
    user: 'member',
    position: 'Volunteer Lead',
    image: 'a-nusrat',
    status: 'approved',
    joined: 195,
    bio: 'Organises our clean-ups and tree drives and writes about what we learn along the way. Ask her about compost.',
    email: 'nusrat.jahan@example.org',
    facebook: 'https://www.facebook.com/nusrat.jahan.demo',
  },
  {
    name: 'Mahmudul Karim',
    username: 'mahmud',
    user: 'mahmud',
    position: 'Treasurer',
    image: 'a-mahmud',
    status: 'approved',
    joined: 248,
    bio: 'Accountant by training. Mahmud tracks every taka of our projects and runs the financial literacy sessions.',
    email: 'treasurer@example.org',
    linkedin: 'https://www.linkedin.com/in/mahmudul-karim-demo',
  },
  {
    name: 'Jannatul Ferdous',
    position: 'Communications Lead',
    image: 'a-jannatul',
    status: 'approved',
    joined: 170,
    bio: 'Tells our story: photos, articles and the newsletter. Studies journalism and never goes anywhere without a camera.',
    facebook: 'https://www.facebook.com/jannatul.ferdous.demo',
    website: 'https://jannatul.example.org',
  },
  {
    name: 'Sumaiya Khatun',
    username: 'sumaiya',
    user: 'sumaiya',
    position: 'Education Coordinator',
    image: 'a-sumaiya',
    status: 'approved',
    joined: 176,
    bio: 'Runs the Digital Skills Evening School and coaches our olympiad teams. Future maths teacher.',
    email: 'sumaiya.teaches@example.org',
  },
  {
    name: 'Rakibul Islam',
    username: 'rakib',
    position: 'Tech & Innovation Lead',
    status: 'approved',
    joined: 150,
    bio: 'Builds things: the solar lantern kits, our website and the hackathon judging sheets.',
    linkedin: 'https://www.linkedin.com/in/rakibul-islam-demo',
    website: 'https://rakib.example.org',
  },
  {
    name: 'Imran Chowdhury',
    username: 'imran',
    position: 'Environment Coordinator',
    image: 'a-imran',
    status: 'approved',
    joined: 120,
    bio: `Maps the plastic hot spots along the Teesta and leads our zero net carbon projects across ${DISTRICT}.`,
  },
  {
    name: 'Mehedi Hasan',
    username: 'mehedi',
    user: 'mehedi',
    position: 'Volunteer',
    status: 'pending',
    joined: 6,
    bio: 'Young poultry farmer interested in cooperative marketing.',
  },
  {
    name: 'Tasnim Ara',
    username: 'tasnim',
    user: 'tasnim',
    position: 'Volunteer',
    status: 'pending',
    joined: 1,
    bio: 'Secondary school student who wants to start a science club.',
  },
];

export const MEMBER_WITHOUT_USERNAME = 'Jannatul Ferdous';

export async function seedMembers(ctx: DemoContext): Promise<void> {
  for (const m of MEMBERS) {
    await ctx.trx('members').insert({
      user_id: m.user ? ctx.users[m.user] : null,
      name: m.name,
      username: m.username ?? null,
      username_key: m.username ? m.username.toLowerCase() : null,
      role: m.position,
      position: m.position,
      bio: m.bio,
      profile_image_url: m.image ? ctx.img(m.image) : null,
      status: m.status,
      email: m.email ?? null,
      website: m.website ?? null,
      linkedin: m.linkedin ?? null,
      facebook: m.facebook ?? null,
      created_by: m.user ? ctx.users[m.user] : ctx.users.admin,
      approved_by: m.status === 'approved' ? ctx.users.superAdmin : null,
      created_at: ctx.at(-m.joined),
      updated_at: ctx.at(-m.joined),
    });
  }
}
