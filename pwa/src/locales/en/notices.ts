/** Namespace 'notices': the notice banner above every page (public-site.md §4 Notice banner). */
export default {
  region: 'Notices',
  learnMore: 'Learn More',
  previous: 'Previous notice',
  next: 'Next notice',
  counter: '{{n}}/{{total}}',
  counterLabel: 'Notice {{n}} of {{total}}',
  dismiss: 'Dismiss notice',
  showLess: 'Show less',
  opensInNewTab: '(opens in a new tab)',
  priority: {
    urgent: 'Urgent',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  },
  type: {
    urgent: 'Urgent',
    event: 'Event',
    announcement: 'Announcement',
    info: 'Info',
    general: 'General',
    reminder: 'Reminder',
    deadline: 'Deadline',
  },
};
