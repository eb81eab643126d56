/**
 * Namespace 'submissions', the part every page needs: the Sync panel labels of queued submissions. The rest loads with the
 * dashboards (locales/en/areas/submissions.ts, lib/i18n-areas.ts).
 */
export default {
  /** A submission queued offline and delivered later: the toast where the person is (the spec's success titles). */
  delivered: {
    project: 'Project submitted successfully',
    article: 'Article submitted successfully',
    image: 'Image uploaded successfully',
  },
  writes: {
    project: 'Project: {{title}}',
    article: 'Article: {{title}}',
    image: 'Image: {{title}}',
  },
};
