/**
 * Namespace 'notification-preferences' (features/notification-preferences): what a person is told
 * and how (member Settings, the participant dashboard, the admin header), and the page a mail's
 * 'Stop these e-mails' link opens.
 */
export default {
  title: 'What to tell me, and how',
  help: 'Phone: a notification on the phones where you turned them on, else an e-mail. E-mail: always by e-mail. Off: nothing.',
  channels: { push: 'Phone', email: 'E-mail', off: 'Off' },
  kinds: {
    application: { decided: 'The decision on my application' },
    registration: {
      confirmed: 'My registration is confirmed',
      cancelled: 'The club cancels my registration',
      promoted: 'I move up from the waitlist',
    },
    event: {
      changed: 'An event I go to changes date, time or place',
      cancelled: 'An event I go to is cancelled',
      reminder: 'Reminders a day and 2 hours before an event',
    },
    submission: { decided: 'My submissions are approved or rejected' },
    profile: { approved: 'My profile changes are approved' },
    notice: { urgent: 'Urgent notices' },
    admin: { digest: 'Admin digest: new applications, messages and submissions (at most hourly)' },
  },
  loading: 'Loading your choices…',
  needsConnection: 'Needs an internet connection.',
  loadFailed: 'Your choices could not be loaded.',
  retry: 'Try again',
  saved: 'Saved',
  queued: 'Saved on this phone. It is sent when you are online.',
  failed: 'Could not save',
  tryAgain: 'Please try again.',
  open: 'Notification choices',
  close: 'Close',
  unsubscribe: {
    title: 'Stop these e-mails',
    explain: 'Tap the button to stop the e-mails this link came with. You can change it again any time in Settings.',
    confirm: 'Stop these e-mails',
    sending: 'Stopping…',
    done: 'Done',
    doneOff: 'You will no longer be told about: {{kind}}.',
    donePush: 'No more e-mails about: {{kind}}. Your phone is still told.',
    problem: 'This link did not work',
    noToken: 'This link is incomplete. Please open it again from the e-mail.',
    offline: 'You are offline. Connect to the internet, then tap the button.',
    failed: 'Something went wrong. Please try again.',
    home: 'Go to the home page',
  },
};
