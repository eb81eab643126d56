/** Namespace 'application-status': the applicant's status page (signed-in-areas.md §2, §4). */
export default {
  title: 'Application Status',
  subtitle: 'Follow your application to become a member of the club.',
  loading: 'Loading...',
  denied: {
    title: 'Access Denied',
    text: 'This page is only for applicants waiting for a membership decision. Please log in with the account you applied with.',
    login: 'Go to Login',
  },
  statusLabel: 'Status:',
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  message: {
    pending: 'Your application is under review. The club team will decide soon, and this page will show the result.',
    approved: 'Congratulations, your application has been approved! Your account will be upgraded to a member account shortly.',
    rejected: 'Your application was not accepted this time. You are welcome to reapply later.',
  },
  dates: {
    applied: 'Applied on',
    approved: 'Approved on',
    notYet: 'Not yet',
    format: 'MMM d, yyyy',
  },
  details: {
    title: 'Your Details',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    age: 'Age',
    address: 'Address',
    motivation: 'Motivation',
    notProvided: 'Not provided',
  },
  cta: {
    approvedTitle: 'Welcome to the club!',
    approvedText: 'Start exploring what the club is doing while your account is upgraded.',
    home: 'Go to Home',
    pendingTitle: 'While you wait',
    pendingText: 'Get to know the club: see what members are working on and read the latest news.',
    projects: 'Our Projects',
    news: 'Latest News',
  },
};
