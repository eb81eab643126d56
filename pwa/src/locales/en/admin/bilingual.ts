/** Labels of the Bangla versions of content fields in the admin forms (issue 14). */
export default {
  fields: {
    titleBn: 'Title (Bangla)',
    descriptionBn: 'Description (Bangla)',
    locationBn: 'Location (Bangla)',
    contentBn: 'Content (Bangla)',
    excerptBn: 'Excerpt (Bangla)',
    messageBn: 'Message (Bangla)',
    linkTextBn: 'Link text (Bangla)',
    siteNameBn: 'Site name (Bangla)',
    siteDescriptionBn: 'Site description (Bangla)',
    addressBn: 'Address (Bangla)',
  },
};
