/** Namespace 'events': the events page (public-site.md §2 Events). */
export default {
  title: 'Events & Programs',
  subtitle: 'Join our workshops, competitions and olympiads to learn new skills, meet other young people and make a difference in our community.',
  tabs: {
    label: 'Event types',
    registration: 'Registration Events',
    rsvp: 'RSVP Events',
  },
  loading: 'Loading events...',
  error: {
    title: 'Unable to load events',
    text: 'Please try refreshing the page',
    textRsvp: 'Please try refreshing the page.',
  },
  empty: {
    registrationTitle: 'No Registration Events',
    registrationText: 'Check back later for upcoming registration events.',
    rsvpTitle: 'No RSVP Events',
    rsvpText: 'Check back later for upcoming events.',
  },
  card: {
    urgent: 'Urgent',
    date: 'Date',
    time: 'Time',
    location: 'Location',
    maxParticipants: 'Max participants: {{count}}',
    contact: 'Contact: {{info}}',
    registerNow: 'Register Now',
    rsvp: 'RSVP',
    dateFormat: 'EEEE, MMMM d, yyyy',
  },
  category: {
    workshop: 'Workshop',
    meeting: 'Meeting',
    training: 'Training',
    volunteer: 'Volunteer',
    olympiad: 'Olympiad',
    competition: 'Competition',
    hackathon: 'Hackathon',
    other: 'Other',
  },
  register: {
    title: 'Register for {{title}}',
    cancel: 'Cancel',
  },
};
