/** Namespace 'submissions': the member dashboard's quick actions and 'My Submissions' (signed-in-areas.md §2, §3, §8). */
export default {
  quickActions: {
    title: 'Quick Actions',
    project: 'Submit Project',
    article: 'Write Article',
    image: 'Upload Image',
    rsvp: 'RSVP Event',
  },
  dialogs: {
    project: 'Submit Project',
    article: 'Write Article',
    image: 'Upload Image',
    rsvp: 'RSVP Event',
    /** Under each form's heading: what happens to what is sent. */
    reviewNote: 'An admin reviews it before it is published. No connection? It is kept on this device and sent when you are back online.',
  },
  rsvp: {
    none: 'No upcoming events to RSVP for.',
  },
  fields: {
    title: 'Title',
    description: 'Description',
    excerpt: 'Excerpt',
    content: 'Content',
    projectImage: 'Project image (optional)',
    coverImage: 'Cover image (optional)',
    image: 'Image',
  },
  image: {
    required: 'Image is required',
    finishCrop: 'Finish cropping the image, or cancel it',
    useCrop: 'Use this image',
    preview: '{{label}}: the chosen image',
    remove: 'Remove image',
    keptNote: 'Kept on this device and uploaded when the submission is sent.',
  },
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    sending: 'Sending...',
    project: 'Submit Project',
    article: 'Publish Article',
    image: 'Upload Image',
  },
  /** Spec §8, exactly. */
  toast: {
    project: { success: 'Project submitted successfully', failure: 'Failed to submit project' },
    article: { success: 'Article submitted successfully', failure: 'Failed to submit article' },
    image: { success: 'Image uploaded successfully', failure: 'Failed to upload image' },
  },
  mine: {
    title: 'My Submissions',
    loading: 'Loading your submissions...',
    empty: 'Nothing submitted yet. Use the quick actions to send a project, an article or a photo.',
    untitled: 'Untitled image',
    kind: {
      project: 'Project',
      news: 'Article',
      gallery: 'Image',
    },
    status: {
      waiting: 'Waiting to be sent',
      sending: 'Sending...',
      pending: 'Pending review',
      approved: 'Approved',
      published: 'Published',
      completed: 'Completed',
      rejected: 'Rejected',
    },
    uploading: 'Uploading image... {{percent}}%',
    uploadLabel: 'Image upload progress',
    failedHint: 'Not sent: {{reason}}',
    sentOn: 'Sent {{date}}',
    madeOn: 'Made {{date}} on this device',
    dateFormat: 'MMM d, yyyy',
    thumbAlt: 'Picture of {{title}}',
  },
};
