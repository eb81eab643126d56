/** Namespace 'contact': what every page needs of it (the Sync panel's label of a queued write); the rest is in contact/page.ts, loaded with the page. */
export default {
  outboxLabel: 'Contact message: {{subject}}',
};
