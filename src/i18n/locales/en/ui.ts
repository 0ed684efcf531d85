/** Labels of the design system's controls (src/ui). */
const ui = {
  close: 'Close',
  back: 'Back',
  scrollToTop: 'Back to top',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  busy: 'Please wait…',
  /** Sends again a write whose outcome is unknown (RetryAlert). */
  retry: 'Try again',
  card: {
    adult: '18+',
    bl: 'BL',
    waitFree: 'Wait-until-free',
    completed: 'Completed',
    paused: 'On break',
    rank: 'Rank {rank}',
  },
};

export default ui;
