/** Namespace 'registration-links': the pages a visitor's registration mail links to (/registrations/confirm, /registrations/ticket/:code). */
export default {
  confirm: {
    title: 'Confirm your registration',
    ask: 'Is this e-mail address yours?',
    explain:
      'Confirming proves that the registration was made with your address. Any other unconfirmed registration for the same event with this address is cancelled.',
    confirm: 'Yes, confirm it',
    sending: 'Confirming…',
    done: 'Your e-mail address is confirmed.',
    doneNote: 'Your registration for {{event}} stands. Keep the mail: it holds your ticket and the link to cancel.',
    problem: 'This link did not work.',
    problemNote: 'If you registered, your registration mail holds the right link. You can also register again if places are free.',
    noToken: 'This confirmation link is incomplete. Please open the link from your registration mail.',
    offline: 'You are offline. Confirming needs a connection: connect to the internet and try again.',
    failed: 'The address could not be confirmed. Please try again.',
  },
  ticket: {
    title: 'Your ticket',
    note: 'Show this code at the door. It is your ticket: do not share it.',
    code: 'Ticket code',
    qrLabel: 'Your ticket as a QR code',
    badLink: 'This ticket link is not valid. Please open the link from your registration mail.',
  },
  toEvents: 'See events',
};
