/** Namespace 'messages-sent': 'Messages sent' on the admin Overview (notifications and mails, and Resend). */
export default {
  title: 'Messages sent',
  filter: 'Which messages',
  all: 'All',
  failed: 'Failed',
  empty: 'Nothing has been sent yet',
  emptyFailed: 'No message has failed',
  more: 'Show more',
  status: {
    pending: 'Waiting',
    sent: 'Sent',
    failed: 'Failed',
    skipped: 'Turned off',
  },
  channel: {
    push: 'Push',
    email: 'E-mail',
  },
  created: 'Created {{time}}',
  sentAt: 'Sent {{time}}',
  dueAt: 'Due {{time}}',
  attempts: 'Attempts: {{count}}',
  resend: 'Resend',
  resendLabel: 'Send the message "{{kind}}" to {{recipient}} again',
  /** When a message was made, sent or is due (date-fns pattern). */
  dateTimeFormat: 'MMM d, yyyy h:mm a',
  /** What a notification is about (its kind). */
  kinds: {
    application: { decided: 'Application decision' },
    registration: {
      confirmed: 'Registration confirmed',
      cancelled: 'Registration cancelled',
      promoted: 'Moved up from the waitlist',
    },
    event: {
      changed: 'Event changed',
      cancelled: 'Event cancelled',
      reminder: 'Event reminder',
    },
    submission: { decided: 'Submission decision' },
    profile: { approved: 'Profile changes approved' },
    notice: { urgent: 'Urgent notice' },
    admin: { digest: 'Admin digest' },
  },
  /** What a plain mail is about. */
  mailKinds: {
    'password-reset': 'Password reset link',
    'password-reset-provider': 'Password reset (signs in with the provider)',
    'verify-email': 'E-mail confirmation link',
    registration: 'Registration with ticket',
    'registration-replaced': 'Registration replaced',
    'registration-released': 'Registration released (not confirmed in time)',
  },
  toast: {
    resent: 'The message will be sent again',
    resendFailed: 'Failed to resend the message',
  },
};
