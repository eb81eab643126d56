/** Namespace 'join': what every page needs of it (the Sync panel's label of a queued write); the rest is in join/page.ts, loaded with the page. */
export default {
  outboxLabel: 'Application to join: {{email}}',
};
