/**
 * The texts of /check-in (issue 13), namespace 'check-in': loaded with the page's chunk
 * (features/check-in/check-in.i18n.ts), so visitors never download them.
 */
export default {
  title: 'Check-in',
  loading: 'Loading...',
  access: {
    unauthorizedTitle: 'Unauthorized',
    unauthorizedText: 'You are logged out. Logging in again...',
    deniedTitle: 'Check-in is for volunteers',
    deniedText: 'Only admins and volunteers with the check-in permission can use this page. Ask an admin to grant it in User Management.',
  },
  event: {
    label: 'Event',
    choose: 'Choose an event',
    none: 'No upcoming or ongoing events.',
    download: 'Download roster',
    refresh: 'Refresh',
    downloading: 'Downloading...',
    downloaded: 'Downloaded {{time}}',
    notDownloaded: 'Download the roster to check people in; it then works without a connection.',
    downloadFailed: 'The roster could not be downloaded',
    needsConnection: 'Needs a connection',
  },
  count: '{{checkedIn}} / {{expected}} checked in',
  countLabel: 'Checked in / expected',
  manual: {
    label: 'Ticket code',
    placeholder: 'Type or paste the code',
    submit: 'Check in',
  },
  search: {
    label: 'Search by name',
    placeholder: 'Name or team',
    noMatch: 'Nobody on the roster matches.',
    checkIn: 'Check in {{name}}',
    statuses: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled', waitlisted: 'Waitlisted' },
  },
  camera: {
    start: 'Scan with camera',
    stop: 'Stop camera',
    starting: 'Starting the camera...',
    failed: 'The camera could not be started. Type the code or search by name instead.',
    video: 'Camera view',
  },
  result: {
    ok: 'Checked in',
    unknown: 'Unknown ticket',
    cancelled: 'Registration cancelled',
    waitlisted: 'On the waitlist, not admitted',
    own: 'Your own ticket: please ask another volunteer to check you in',
    already: 'Already checked in at {{time}}',
    dismiss: 'Next',
  },
  scans: {
    heading: 'Scanned on this device',
    empty: 'No check-ins on this device yet.',
    undo: 'Undo last',
    undone: 'Check-in of {{name}} undone',
    states: {
      queued: 'Waiting to send',
      checked_in: 'Checked in',
      duplicate: 'Duplicate: first checked in at {{time}} on another device',
      refused: 'Refused: {{message}}',
    },
  },
  refused: 'The server refused this check-in.',
  conflicts: {
    heading: 'Conflicts (scanned more than once)',
    none: 'No conflicts.',
    failed: 'The conflicts could not be loaded',
    reload: 'Reload',
    volunteer: 'Volunteer #{{n}}',
    scan: '{{time}} on device {{device}} {{who}}',
  },
  outbox: {
    checkIn: 'Check-in of {{name}}',
    undo: 'Undo check-in of {{name}}',
  },
};
