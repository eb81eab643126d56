/**
 * The door (issue 13), namespace 'check-in': only the menu link here (the header needs it on
 * every page); the page's own texts are in ./check-in/page.ts and load with the page.
 */
export default {
  nav: 'Check-in',
};
