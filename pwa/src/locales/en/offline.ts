/** Namespace 'offline': the offline layer (indicator, Sync panel, update prompt, install, queued writes). */
export default {
  queued: {
    title: 'Saved — it will be sent when you are back online',
  },
  indicator: {
    online: 'Online',
    offline: 'Offline',
    waiting_one: '{{count}} waiting',
    waiting_other: '{{count}} waiting',
    allSent: 'All sent',
    label_one: '{{state}}. {{count}} write waiting to be sent. Open the Sync panel.',
    label_other: '{{state}}. {{count}} writes waiting to be sent. Open the Sync panel.',
  },
  sync: {
    title: 'Sync',
    intro: 'Writes made on this device are kept here until the server has them.',
    empty: 'Nothing is waiting to be sent.',
    lastRefresh: 'Last refreshed: {{time}}',
    neverRefreshed: 'Not refreshed from the server yet.',
    attempts_one: '{{count}} attempt',
    attempts_other: '{{count}} attempts',
    networkError: 'No connection',
    retry: 'Retry',
    discard: 'Discard',
    close: 'Close',
    status: {
      pending: 'Waiting',
      sending: 'Sending',
      failed: 'Failed',
      done: 'Sent',
    },
    cannotRetry: 'Refused over 30 days ago: its content is no longer kept, so it cannot be retried.',
    passwordTitle: 'Password needed',
    passwordText: 'For your safety the password of “{{label}}” was not kept on this device. Enter it again to send the application.',
    passwordLabel: 'Password',
    passwordSend: 'Send again',
    discardTitle: 'Discard this write?',
    discardText: '“{{label}}” will be deleted from this device and never sent.',
    cancel: 'Cancel',
  },
  failure: {
    title: 'Not sent: {{label}}',
    fallback: 'The server refused it.',
  },
  update: {
    prompt: 'A new version is available — <reload>Reload</reload>',
    dismiss: 'Later',
    confirmTitle: 'Reload now?',
    confirmText: 'A form on this page has input that has not been sent. Reloading will clear it.',
    confirmReload: 'Reload anyway',
    cancel: 'Cancel',
  },
  notLoaded: {
    failed: 'This could not be loaded just now.',
    retry: 'Try again',
  },
  install: {
    button: 'Install app',
  },
  time: {
    format: 'MMM d, yyyy, h:mm a',
  },
};
