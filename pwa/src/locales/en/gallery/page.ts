/** Namespace 'gallery': the gallery page and its full-screen viewer (public-site.md §2 Gallery). */
export default {
  title: 'Gallery',
  subtitle: 'Moments from our projects, events and community work.',
  notOnPhone: 'Not on this phone yet — connect once to see the gallery',
  loading: 'Loading gallery...',
  error: {
    title: 'Unable to load the gallery',
    text: 'Please check your connection and try again.',
  },
  empty: {
    title: 'No Images Yet',
    text: 'Gallery images will appear here once they are uploaded and approved.',
  },
  listLabel: 'Gallery images',
  viewAll: 'View All Photos',
  open: 'Open {{title}} full screen',
  untitled: 'Photo {{n}}',
  viewer: {
    label: 'Photo viewer',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    counter: '{{n}} / {{total}}',
    counterLabel: 'Photo {{n}} of {{total}}',
    hint: 'Use the arrow keys or swipe to move between photos.',
  },
};
