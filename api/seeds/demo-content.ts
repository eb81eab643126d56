import { GALLERY_BN, PROJECTS_BN } from './demo-bangla';
import { DISTRICT, insertId, type DemoContext } from './demo-context';

/** Projects and gallery images. Project ids by key land in `projects` for later steps. */
interface ProjectSpec {
  key: string;
  title: string;
  description: string;
  category: 'environment' | 'innovation' | 'education' | 'general';
  status: 'approved' | 'completed' | 'pending';
  image: string;
  by: string;
  created: number;
  completed?: number;
  /** Days before now it was approved (default: when created). */
  approved?: number;
}

const PROJECTS: ProjectSpec[] = [
  {
    key: 'trees',
    title: `Green ${DISTRICT}: 1,000 Trees`,
    description:
      'Forty volunteers planted 1,000 fruit and shade trees in twelve school yards and along two village roads. Each school adopted its trees and a student "tree guardian" checks on them every week.',
    category: 'environment',
    status: 'completed',
    image: 'trees',
    by: 'superAdmin',
    created: 150,
    completed: 75,
  },
  {
    key: 'solar',
    title: 'Solar Lanterns for Char Villages',
    description:
      'Young technicians assemble and repair solar lanterns that families on the river islands rent for five taka a night, replacing kerosene lamps and creating paid work for six young people.',
    category: 'innovation',
    status: 'approved',
    image: 'solar',
    by: 'admin',
    created: 120,
  },
  {
    key: 'school',
    title: 'Digital Skills Evening School',
    description:
      'Free evening classes in spreadsheets, online safety and freelancing basics for out-of-school youth. Sixty-two learners finished the first term; eighteen found paid online work.',
    category: 'education',
    status: 'completed',
    image: 'school',
    by: 'sumaiya',
    created: 160,
    completed: 40,
  },
  {
    key: 'jobs',
    title: 'Youth Jobs Fair & Mentoring Circle',
    description:
      'Local employers, cooperatives and young founders meet job seekers every quarter. Each participant leaves with a mentor from the circle and a plan for the next three months.',
    category: 'general',
    status: 'approved',
    image: 'jobs',
    by: 'mahmud',
    created: 90,
  },
  {
    key: 'river',
    title: 'Plastic-Free Teesta Riverbank',
    description:
      'A proposal by Nusrat Jahan: monthly riverbank clean-ups, sorting stations at two bazaars, and a small business that sells the collected plastic to a recycler so the work pays for itself.',
    category: 'environment',
    status: 'pending',
    image: 'river',
    by: 'member',
    created: 2,
  },
  {
    key: 'compost',
    title: 'Compost Corner at the Community Centre',
    description:
      "Nusrat Jahan's project: three compost bins behind the community centre turn the bazaar's vegetable waste into compost that the evening school's garden and two farmers use.",
    category: 'environment',
    status: 'approved',
    image: 'g-compost',
    by: 'member',
    created: 3,
    approved: 0,
  },
];

interface GallerySpec {
  image: string;
  title: string;
  description: string;
  category: string;
  status: 'approved' | 'pending';
  by: string;
  days: number;
}

const GALLERY: GallerySpec[] = [
  {
    image: 'g-planting',
    title: 'Saplings in the school yard',
    description: 'Class eight students planting mango and jackfruit saplings during Green Rangpur.',
    category: 'environment',
    status: 'approved',
    by: 'member',
    days: 80,
  },
  {
    image: 'g-cleanup',
    title: 'Riverbank clean-up crew',
    description: 'Our Saturday crew after collecting 140 kg of plastic from the Teesta riverbank.',
    category: 'environment',
    status: 'approved',
    by: 'member',
    days: 55,
  },
  {
    image: 'g-workshop',
    title: 'Idea lab workshop',
    description: 'Teams sketching social business ideas on chart paper at the idea lab.',
    category: 'workshop',
    status: 'approved',
    by: 'admin',
    days: 48,
  },
  {
    image: 'g-meeting',
    title: 'Monthly members meeting',
    description: 'Planning the next quarter together at the community centre.',
    category: 'community',
    status: 'approved',
    by: 'admin',
    days: 33,
  },
  {
    image: 'g-olympiad',
    title: 'Olympiad prize giving',
    description: 'Winners of the district social business olympiad heats with their certificates.',
    category: 'events',
    status: 'approved',
    by: 'superAdmin',
    days: 25,
  },
  {
    image: 'g-lanterns',
    title: 'Lantern hand-over',
    description: 'The first twenty solar lanterns leave the workshop for the char villages.',
    category: 'innovation',
    status: 'approved',
    by: 'admin',
    days: 20,
  },
  {
    image: 'g-classroom',
    title: 'Evening school class',
    description: 'A spreadsheet lesson at the Digital Skills Evening School.',
    category: 'education',
    status: 'approved',
    by: 'sumaiya',
    days: 14,
  },
  {
    image: 'g-team',
    title: 'Our volunteers',
    description: 'Volunteers from five communities at the annual get-together.',
    category: 'community',
    status: 'approved',
    by: 'superAdmin',
    days: 7,
  },
  {
    image: 'g-sunrise',
    title: 'Sunrise at the char',
    description: 'Early start for the lantern repair visit.',
    category: 'innovation',
    status: 'pending',
    by: 'member',
    days: 1,
  },
  {
    image: 'g-compost',
    title: 'Compost corner',
    description: 'The new compost bins behind the community centre.',
    category: 'environment',
    status: 'pending',
    by: 'member',
    days: 0.5,
  },
];

export async function seedProjects(ctx: DemoContext): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const p of PROJECTS) {
    ids[p.key] = await insertId(ctx.trx, 'projects', {
      title: p.title,
      description: p.description,
      title_bn: PROJECTS_BN[p.key]?.title ?? null,
      description_bn: PROJECTS_BN[p.key]?.description ?? null,
      image_url: ctx.img(p.image),
      status: p.status,
      category: p.category,
      completed_at: p.completed !== undefined ? ctx.at(-p.completed) : null,
      created_by: ctx.users[p.by],
      approved_by: p.status === 'pending' ? null : ctx.users.superAdmin,
      created_at: ctx.at(-p.created),
      updated_at: ctx.at(-(p.completed ?? p.approved ?? p.created)),
    });
  }
  return ids;
}

export async function seedGallery(ctx: DemoContext): Promise<void> {
  for (const g of GALLERY) {
    await ctx.trx('gallery').insert({
      title: g.title,
      description: g.description,
      title_bn: GALLERY_BN[g.image]?.title ?? null,
      description_bn: GALLERY_BN[g.image]?.description ?? null,
      image_url: ctx.img(g.image),
      category: g.category,
      status: g.status,
      created_by: ctx.users[g.by],
      approved_by: g.status === 'approved' ? ctx.users.admin : null,
      created_at: ctx.at(-g.days),
      updated_at: ctx.at(-g.days),
    });
  }
}

export const DEMO_PROJECT_TITLES = PROJECTS.map((p) => p.title);
