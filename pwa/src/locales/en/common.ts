/** Namespace 'common': the shell (header, navigation, footer, toasts) and page titles. */
export default {
  clubName: 'Social Business Youth Club',
  skipToContent: 'Skip to main content',
  loading: 'Loading...',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    members: 'Members',
    projects: 'Projects',
    events: 'Events',
    gallery: 'Gallery',
    news: 'News',
    search: 'Search',
    contact: 'Contact',
    login: 'Login',
    join: 'Join Us',
    adminDashboard: 'Admin Dashboard',
    memberDashboard: 'Member Dashboard',
    applicationStatus: 'Application Status',
    /** A participant's registrations and tickets (their dashboard's list). */
    myTickets: 'My tickets',
  },
  header: {
    homeLink: '{{name}}, home',
    logoMark: 'SB',
    welcome: 'Welcome, {{name}}',
    logout: 'Logout',
    login: 'Login',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    status: 'Status',
    language: 'Language',
    languageUnavailable: 'Bangla is not on this phone yet: connect to the internet once, then try again.',
  },
  /** The Sync panel's label of a queued language choice. */
  outbox: {
    language: 'Language choice',
    notificationPreferences: 'Notification choices',
  },
  /** The page's meta description when the site settings give none (the text index.html carries). */
  head: {
    description: 'Social Business Youth Club: youth-led action for zero poverty, zero unemployment and zero net carbon emissions.',
  },
  footer: {
    label: 'Site footer',
    quickLinks: 'Quick Links',
    clubId: 'Club ID: {{id}}',
    description:
      'A youth-led local club working toward zero poverty, zero unemployment and zero net carbon emissions through social business, volunteering and community action.',
    quote: '“We can create a world of three zeros: zero poverty, zero unemployment and zero net carbon emissions.”',
    quoteAuthor: 'Founder of the social business movement',
    contact: 'Contact',
    email: 'E-mail: {{email}}',
    /** The club's number from the site settings (a tel: link). */
    phone: 'Phone: {{phone}}',
    followUs: 'Follow Us',
    copyright: '© {{year}} {{club}}. All rights reserved.',
  },
  social: {
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    linkedin: 'LinkedIn',
    opens: '{{name}} (opens in a new tab)',
  },
  /** What the site settings change for everyone (set by admins in System Settings). */
  site: {
    maintenance: 'The site is under maintenance. Some actions are unavailable.',
    registrationsClosed: 'Registrations are closed at the moment.',
  },
  toast: {
    viewport: 'Notifications (F8)',
    close: 'Close notification',
  },
  pages: {
    home: 'Home',
    about: 'About',
    members: 'Our Team',
    memberProfile: 'Member Profile',
    projects: 'Our Impact',
    gallery: 'Gallery',
    news: 'News',
    newsArticle: 'News Article',
    search: 'Advanced Search',
    events: 'Events & Programs',
    join: 'Join Us',
    contact: 'Contact',
    adminDashboard: 'Admin Dashboard',
    memberDashboard: 'Member Dashboard',
    participantDashboard: 'Participant Dashboard',
    applicationStatus: 'Application Status',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    home: 'Back to Home',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Check your connection and try again.',
    /** Offline, a page not yet kept on the phone (a first visit keeps the pages it sees). */
    offline: 'This page is not on this phone yet. Open it once while you are online, and it opens offline after that.',
    reload: 'Reload',
  },
  /** Below a list read in pages. */
  paging: {
    loadMore: 'Load more',
    loadingMore: 'Loading more...',
    offline: 'You are offline. Loading more needs a connection.',
    failed: 'More could not be loaded. Please try again.',
    capped: 'This page shows no more at once.',
    search: 'Search to find the rest',
    offlineHere: 'You are offline: these are the ones kept on this phone.',
    offlineSearch: 'Search',
  },
};
