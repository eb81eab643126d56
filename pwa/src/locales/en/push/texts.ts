/** Namespace 'push': 'Notify me on this phone' (features/push), in member Settings, on the participant dashboard and in the admin header. */
export default {
  title: 'Notifications on this phone',
  help: 'Get a notification on this phone when something needs you, even with the app closed. Your browser asks for permission first.',
  turnOn: 'Notify me on this phone',
  turningOn: 'Turning on…',
  on: 'On for this phone',
  turnOff: 'Turn off',
  blocked:
    'Your browser blocks notifications from this site. To get them, allow notifications for this site in the browser settings. E-mail still reaches you.',
  dismissed: 'Notifications were not allowed. Tap the button again to be asked once more. E-mail still reaches you.',
  unsupported:
    'This browser cannot get notifications from the app. On an iPhone, add the app to the home screen first and open it from there. E-mail still reaches you.',
  failed: 'Notifications could not be turned on. Please try again.',
  needsConnection: 'Needs an internet connection.',
};
