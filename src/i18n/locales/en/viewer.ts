const viewer = {
  region: 'Episode viewer',
  imageAlt: 'Image {page} of {total}',
  copyrightAlt: 'Copyright notice {page} of {total}',
  copyrightRegion: 'Copyright',
  loadFailed: 'This image could not be loaded.',
  retry: 'Retry',
  retryLabel: 'Load image {page} again',
  bar: {
    label: 'Viewer menu',
    prevEpisode: 'Previous episode',
    nextEpisode: 'Next episode',
    prevPage: 'Previous page',
    nextPage: 'Next page',
    position: 'Image {page} of {total}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomReset: 'Reset zoom ({percent} %)',
  },
  mode: {
    label: 'Reading mode',
    SCROLL: 'Scroll',
    PAPER: 'Page by page',
  },
  keyboardHelp: 'Arrows, Page Up/Down, Space, J and K move; N and P change the episode; Escape shows the menu.',
};

export default viewer;
