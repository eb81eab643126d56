/** Namespace 'about': the static About page (public-site.md §2 About). */
export default {
  title: 'About Us',
  subtitle: 'A youth-led local chapter of the global social business movement.',
  mission: {
    title: 'Our Mission',
    text: 'We bring young people of our district together to solve local problems with social business: businesses that exist to solve a problem, pay for themselves and reinvest every surplus in the community. Through volunteering, skills training and small enterprises we work for a future without poverty, without unemployment and without net carbon emissions.',
  },
  goals: {
    title: 'The Three Zeros',
    povertyTitle: 'Zero Poverty',
    povertyText: 'Helping families build lasting incomes through fair, community-owned enterprises.',
    unemploymentTitle: 'Zero Unemployment',
    unemploymentText: 'Training young people to become job creators rather than job seekers.',
    carbonTitle: 'Zero Net Carbon Emissions',
    carbonText: 'Planting trees, cutting waste and bringing clean energy to our villages.',
  },
  quote: {
    text: '“Young people are the most powerful force for change: give them a problem worth solving and they will build the business that solves it.”',
    author: 'Founder of the social business movement',
  },
  approach: {
    title: 'Our Approach',
    communityTitle: 'Community-Driven',
    communityText: 'We start from what our neighbours need and build the answer together with them.',
    youthTitle: 'Youth-Led',
    youthText: 'Young people plan, run and lead every project, from the first idea to the final report.',
    impactTitle: 'Sustainable Impact',
    impactText: 'Our projects are designed to pay for themselves, so the good they do keeps going.',
  },
  values: {
    title: 'Our Values',
    innovationTitle: 'Innovation',
    innovationText: 'We try new ideas, learn fast and share what works.',
    collaborationTitle: 'Collaboration',
    collaborationText: 'We work with schools, families, businesses and local government.',
    integrityTitle: 'Integrity',
    integrityText: 'We are open about every taka we raise and every decision we make.',
    inclusionTitle: 'Inclusion',
    inclusionText: 'Everyone aged 16-30 in our district is welcome, whatever their background.',
  },
};
