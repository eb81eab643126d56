/** Namespace 'join' (its page, loaded with it): the Join Us page and its registration dialog (public-site.md §2 Join, §5, §8). */
export default {
  hero: {
    title: 'Join Our Club',
    text: 'Be part of a youth movement working for zero poverty, zero unemployment and zero net carbon emissions in our district.',
    cta: 'Register Now',
  },
  tiles: {
    label: 'Why join',
    community: {
      title: 'Join the Community',
      text: 'Meet young people from across the district who want to change things for the better.',
    },
    learn: {
      title: 'Learn and Grow',
      text: 'Build skills in social business, leadership and technology through workshops and training.',
    },
    impact: {
      title: 'Create Impact',
      text: 'Turn ideas into projects that help families, schools and the environment around you.',
    },
  },
  note: 'Registration is free and open to all youth aged 16-30 living in the district.',
  requirements: {
    title: 'Membership Requirements',
    age: 'Aged 16-30',
    resident: 'A resident of the district',
    commitment: 'Committed to community service',
    values: "Believe in the club's values",
  },
  benefits: {
    title: 'Member Benefits',
    training: 'Free skills training',
    networking: 'Networking with young people and mentors',
    leadership: 'Leadership programmes',
    projects: 'Taking part in club projects',
  },
  dialog: {
    title: 'Join the Social Business Youth Club',
    intro: 'Fill in the form to apply. We will review your application and let you know.',
  },
  form: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    phonePlaceholder: '+880 1XXX-XXXXXX',
    age: 'Age',
    address: 'Address',
    motivation: 'Why do you want to join?',
    motivationPlaceholder: 'Tell us what you hope to do with the club',
    password: 'Password',
    passwordHint_one: 'At least {{n}} character.',
    passwordHint_other: 'At least {{n}} characters.',
    confirmPassword: 'Confirm password',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    cancel: 'Cancel',
  },
  /** The dialog after the application was sent. */
  sent: {
    text: 'Your application has been sent. Log in with your e-mail and password to see how it is going.',
    login: 'Log in to follow your application',
    close: 'Close',
  },
  /** What the Sync panel shows for a queued application. */
  toast: {
    successTitle: 'Account Created Successfully!',
    successText: 'Your club account has been created. You can now log in to check your application status.',
    failureTitle: 'Registration Failed',
    failureText: 'There was an error creating your account. Please try again.',
  },
};
