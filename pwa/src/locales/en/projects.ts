/** Namespace 'projects': the projects page (public-site.md §2 Projects). */
export default {
  title: 'Our Impact',
  subtitle: 'Projects our members run toward zero poverty, zero unemployment and zero net carbon emissions.',
  notOnPhone: 'Not on this phone yet — connect once to see the projects',
  loading: 'Loading projects...',
  error: {
    title: 'Unable to load projects',
    text: 'Please check your connection and try again.',
  },
  empty: {
    title: 'No projects yet',
    text: 'Our first projects will appear here once they are approved.',
  },
  listLabel: 'Projects',
  category: {
    environment: 'Environment',
    innovation: 'Innovation',
    education: 'Education',
    general: 'General',
  },
  status: {
    completed: 'Completed',
    approved: 'Approved',
    pending: 'Pending',
    rejected: 'Rejected',
  },
  completedOn: 'Completed {{date}}',
  dateFormat: 'MMMM d, yyyy',
  upcoming: {
    title: 'Upcoming Events',
    badge: 'Upcoming',
    olympiadTitle: 'Youth Social Business Olympiad',
    olympiadText: 'Teams of young people from across the district compete with ideas for social businesses that solve local problems.',
    olympiadDate: '{{start}}-{{end}}',
    campaignTitle: 'Community Awareness Campaign',
    campaignText: 'Door-to-door and school visits about saving energy, reducing plastic and the three zeros.',
    campaignDate: '{{month}}',
    monthFormat: 'MMMM yyyy',
    dayFormat: 'd',
    fullDayFormat: 'd MMMM yyyy',
  },
};
