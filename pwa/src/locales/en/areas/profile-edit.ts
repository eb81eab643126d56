/** Namespace 'profile-edit': the member's Edit Profile dialog (signed-in-areas.md §2, §8, §9). */
export default {
  button: 'Edit Profile',
  title: 'Edit Profile',
  fields: {
    name: 'Name',
    username: 'Username',
    bio: 'Bio',
    website: 'Personal website',
    linkedin: 'LinkedIn profile',
    facebook: 'Facebook profile',
    picture: 'Profile picture',
  },
  placeholders: {
    username: 'e.g. nusrat',
    website: 'https://...',
    linkedin: 'https://www.linkedin.com/in/...',
    facebook: 'https://www.facebook.com/...',
  },
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  loading: 'Loading profile...',
  notOnDevice: 'Your profile is not saved on this device yet. Open it again when you are back online.',
  /** Where the profile stands with the admins (members.service.ts reviewStatus). */
  review: {
    badge: 'Changes waiting for review',
    editPending:
      'Your changes are waiting for review. Visitors see your approved profile until an admin approves them. Saving again replaces the changes waiting for review.',
    newPending: 'Your profile is waiting for review. Visitors will see it once an admin approves it.',
    editRejected: 'Your last changes were not approved. Visitors see your approved profile; you can change it and save again.',
    newRejected: 'Your profile was not approved. Change it and save to send it for review again.',
    queued: 'Your changes are saved on this device and will be sent when you are back online.',
    queuedBadge: 'Waiting to be sent',
    /** The success toast's description when the save waits for an admin. */
    toastEdit: 'Your changes are waiting for review.',
    toastNew: 'Your profile is waiting for review.',
  },
  toast: {
    success: 'Profile updated successfully',
    failure: 'Failed to update profile',
  },
};
