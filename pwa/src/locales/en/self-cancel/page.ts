/** Namespace 'self-cancel': the page a cancel link opens (/cancel-registration/:id?token=...). */
export default {
  title: 'Cancel registration',
  ask: 'Cancel this registration?',
  explain: 'Your place goes to the next person on the waitlist. This cannot be undone; to take part after all, you would need to register again.',
  confirm: 'Yes, cancel it',
  keep: 'No, keep it',
  sending: 'Cancelling…',
  done: 'Your registration has been cancelled.',
  doneNote: 'Thank you for letting us know. Your place has gone to the next person in line.',
  already: 'This registration was already cancelled.',
  alreadyNote: 'Nothing more to do: this link has been used.',
  badLink: 'This cancel link is not valid.',
  badLinkNote: 'Please use the link you received when you registered, or contact the organisers.',
  notFound: 'We could not find this registration.',
  offline: 'You are offline. Cancelling needs a connection: connect to the internet and try again.',
  failed: 'The registration could not be cancelled. Please try again.',
  toEvents: 'See events',
};
