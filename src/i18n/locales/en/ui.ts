/** Labels of the design system's controls (src/ui). */
const ui = {
  close: 'Close',
  back: 'Back',
  scrollToTop: 'Back to top',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  busy: 'Please wait…',
};

export default ui;
