export { useEpisodeTitleQuery, useViewerEpisodeQuery, viewerApi } from './api';
export { AutoContinueToggle } from './components/auto-continue-toggle';
export { EndPanel, type EndPanelProps } from './components/end-panel';
export { EpisodeViewer, type EpisodeViewerProps } from './components/episode-viewer';
export { ModeToggle } from './components/mode-toggle';
export { Viewer } from './components/viewer';
export { NEAR_END_PERCENT } from './progress';
export type { ViewerImage, ViewerProgress, ViewerProps } from './types';
export type { NextUnlock } from './unlock-types';
