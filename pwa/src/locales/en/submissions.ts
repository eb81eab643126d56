/**
 * Namespace 'submissions', the part every page needs: the Sync panel labels of queued submissions. The rest loads with the
 * dashboards (locales/en/areas/submissions.ts, lib/i18n-areas.ts).
 */
export default {
  writes: {
    project: 'Project: {{title}}',
    article: 'Article: {{title}}',
    image: 'Image: {{title}}',
  },
};
