/** Namespace 'contact' (its page, loaded with it): the contact page (public-site.md §2 Contact, §8). */
export default {
  title: 'Contact Us',
  subtitle: 'Questions, ideas or want to get involved? We would love to hear from you.',
  info: {
    title: 'Contact Information',
    office: 'Office',
    address: '{{club}}, district office, Bangladesh',
    orgId: 'Organisation ID: {{id}}',
    email: 'E-mail',
    phone: 'Phone',
  },
  social: {
    title: 'Follow Us',
    soon: '{{name}} (link coming soon)',
  },
  form: {
    title: 'Send us a Message',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    namePlaceholder: 'Your name',
    emailPlaceholder: 'you@example.com',
    subjectPlaceholder: 'What is it about?',
    messagePlaceholder: 'Your message',
    send: 'Send Message',
    sending: 'Sending...',
  },
  /** What the Sync panel shows for a queued message. */
  toast: {
    successTitle: 'Message sent successfully!',
    successText: "We'll get back to you as soon as possible.",
    failureTitle: 'Failed to send message',
    failureText: 'Please try again later.',
  },
};
