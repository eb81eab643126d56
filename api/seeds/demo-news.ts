import { ARTICLES_BN } from './demo-bangla';
import { DISTRICT, insertId, readMinutes, type DemoContext } from './demo-context';

/** News articles: one per category, published, plus one pending article by the demo member. */
interface ArticleSpec {
  key: string;
  title: string;
  category: 'Success Story' | 'Update' | 'Reflection' | 'Announcement' | 'Event';
  author: string;
  by: string;
  status: 'published' | 'pending';
  excerpt?: string;
  paragraphs: string[];
  cover: string;
  image: string;
  images?: string[];
  readCount: number;
  /** Days before now. */
  days: number;
}

export const ARTICLES: ArticleSpec[] = [
  {
    key: 'trees',
    title: 'How 40 Volunteers Planted 1,000 Trees in One Weekend',
    category: 'Success Story',
    author: 'Farhana Rahman',
    by: 'superAdmin',
    status: 'published',
    excerpt: `Twelve schools, two village roads and one very long weekend: the story of Green ${DISTRICT}, our first big environment project.`,
    paragraphs: [
      `When we founded the club, we promised ourselves that our first big project would be something everyone in ${DISTRICT} could see. Trees were the obvious answer. They shade the school yards in the hot months, hold the soil when the rains come and, if you choose fruit trees, they feed children for decades.`,
      'We started with a simple spreadsheet: which schools had space, which head teachers said yes, and which nurseries could sell us healthy saplings at a fair price. Mahmud negotiated a price of 38 taka per sapling by buying all 1,000 from two family nurseries, which meant the money stayed in our own district.',
      'On the Friday, forty volunteers split into six teams. Each team had a school, a water drum, spades borrowed from farmers and a list of the class eight students who had signed up as <strong>tree guardians</strong>. The guardians chose where each tree went and wrote their names on the bamboo guards.',
      'By Saturday evening we had planted 1,000 mango, jackfruit, neem and mahogany trees. Three months later, 912 of them are still alive, which the forestry office tells us is an excellent survival rate. The guardians send us a photo every week, and two schools have started their own nurseries.',
      'What made it work was not the trees; it was ownership. Every tree has a name on it and a child who cares. That is the lesson we are taking into every project that follows: zero net carbon starts with people who feel the work is theirs.',
      'Thank you to every volunteer, teacher and parent who carried water in the heat. Next season we are aiming for 2,500 trees, and you are invited.',
    ],
    cover: 'planting-day',
    image: 'trees',
    images: ['g-planting', 'g-team'],
    readCount: 1482,
    days: 70,
  },
  {
    key: 'solar',
    title: 'Solar Lantern Pilot Reaches 60 Households',
    category: 'Update',
    author: 'Tanvir Hasan',
    by: 'admin',
    status: 'published',
    excerpt: 'Our lantern rental business now lights 60 homes on the river islands and pays six young technicians a monthly wage.',
    paragraphs: [
      'Four months ago we handed over the first twenty solar lanterns to families on the char villages. Today sixty households rent a lantern for five taka a night, which is less than they used to spend on kerosene.',
      'The money pays for repairs, replacement batteries and the wages of six young technicians, all of them from the islands. The business broke even in its third month. We have not taken a single taka of profit, and we never will: every surplus goes into more lanterns.',
      'Next step: a second charging station and a training course so that more young people can learn to repair the lanterns themselves.',
    ],
    cover: 'solar',
    image: 'g-lanterns',
    readCount: 356,
    days: 21,
  },
  {
    key: 'reflection',
    title: 'What Social Business Taught Me About Dignity',
    category: 'Reflection',
    author: 'Nusrat Jahan',
    by: 'member',
    status: 'published',
    paragraphs: [
      'When I joined the club I thought helping people meant giving them things. A year later I think it means building things with them that they can own.',
      "At the riverbank clean-up last month, an older woman asked me why young people from town were picking up her village's rubbish. I did not have a good answer. Then she showed me where the plastic piles up after every market day, and by the end of the morning she was running the sorting table.",
      'That is the difference between charity and a social business. Charity stops when the money stops. A business that solves a problem and pays for itself keeps going, and the people it serves keep their dignity because they are partners, not recipients.',
      'I still have a lot to learn. But I no longer ask "what can we give?" I ask "what can we build together, and who will own it?"',
    ],
    cover: 'reflection',
    image: 'reflection',
    readCount: 214,
    days: 12,
  },
  {
    key: 'announcement',
    title: 'Membership Applications Are Open',
    category: 'Announcement',
    author: 'Farhana Rahman',
    by: 'superAdmin',
    status: 'published',
    excerpt: `Are you 16 to 30 and living in ${DISTRICT}? Join the club: it is free, and there is a place for every skill.`,
    paragraphs: [
      `We are welcoming new members from every upazila of ${DISTRICT}. Membership is free and open to young people aged 16 to 30 who live in the district and share our belief in a world of three zeros: zero poverty, zero unemployment and zero net carbon emissions.`,
      'Members take part in our projects, get free skills training and join leadership programmes with mentors from local businesses and cooperatives.',
      'Apply on the Join Us page. Our team reviews every application within two weeks and will contact you by phone.',
    ],
    cover: 'join',
    image: 'g-team',
    readCount: 689,
    days: 5,
  },
  {
    key: 'olympiad',
    title: 'Recap: District Social Business Olympiad Heats',
    category: 'Event',
    author: 'Jannatul Ferdous',
    by: 'admin',
    status: 'published',
    excerpt: '120 students from 18 schools competed in the first round of the olympiad. Here are the ideas that stood out.',
    paragraphs: [
      'One hundred and twenty students from eighteen schools spent a Saturday solving real problems from their own neighbourhoods: waste at the bazaar, unemployment after the harvest, the price of drinking water.',
      'The winning team from Kaunia proposed a bicycle repair service run by school leavers, paid for by a small monthly subscription. The judges loved that it created jobs and cut motorbike trips at the same time.',
      'The top twenty students go through to the district final. Registration for the next round is open on the Events page.',
    ],
    cover: 'olympiad',
    image: 'g-olympiad',
    readCount: 97,
    days: 26,
  },
  {
    key: 'pending',
    title: 'Ideas for a Zero-Waste Campus',
    category: 'Reflection',
    author: 'Nusrat Jahan',
    by: 'member',
    status: 'pending',
    excerpt: 'Five small changes our colleges could make this term to send nothing to the landfill.',
    paragraphs: [
      'Refill stations instead of bottled water. Compost bins behind every canteen. A swap shelf for used textbooks.',
      'None of these needs a big budget, and each could be run by a student social business. Here is how we could start.',
    ],
    cover: 'river',
    image: 'g-compost',
    readCount: 0,
    days: 1,
  },
];

export async function seedNews(ctx: DemoContext): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const a of ARTICLES) {
    const content = a.paragraphs.join('\n\n');
    ids[a.key] = await insertId(ctx.trx, 'news', {
      title: a.title,
      content,
      excerpt: a.excerpt ?? null,
      title_bn: ARTICLES_BN[a.key]?.title ?? null,
      excerpt_bn: ARTICLES_BN[a.key]?.excerpt ?? null,
      content_bn: ARTICLES_BN[a.key]?.paragraphs.join('\n\n') ?? null,
      category: a.category,
      author: a.author,
      status: a.status,
      image_url: ctx.img(a.image),
      cover_image_url: ctx.img(a.cover),
      images: JSON.stringify((a.images ?? []).map((k) => ctx.img(k))),
      read_count: a.readCount,
      estimated_read_time: readMinutes(content),
      published_at: a.status === 'published' ? ctx.at(-a.days) : null,
      created_by: ctx.users[a.by],
      approved_by: a.status === 'published' ? ctx.users.superAdmin : null,
      created_at: ctx.at(-a.days - 1),
      updated_at: ctx.at(-a.days),
    });
  }
  return ids;
}
