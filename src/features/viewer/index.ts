// The viewer's messages load with it, not with the first screen.
import '@/i18n/ns/viewer';
export { useCountViewMutation, useSaveProgressMutation, useViewerEpisodeQuery } from './api';
export { ModeToggle } from './components/mode-toggle';
export { Viewer } from './components/viewer';
export { NEAR_END_PERCENT } from './progress';
export type { ViewerImage, ViewerProgress, ViewerProps } from './types';
