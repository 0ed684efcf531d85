import type { ViewerMode } from '@/domain/enums';
import type { ReactNode } from 'react';

/** One image of an episode with its known pixel size (the API sends both, so the box is sized before loading). */
export interface ViewerImage {
  src: string;
  width: number;
  height: number;
  /** ThumbHash (base64) painted in the box until the image loads, when the API sent one. */
  placeholder?: string;
  /**
   * The one width kept on this device for reading offline (src/features/offline): the image asks for that file only,
   * the one Cache Storage holds, instead of letting `srcset` pick another the network would have to serve.
   */
  keptWidth?: number;
}

/** How far the reader is: the image at the top of the screen (0-based) and the share of the episode seen. */
export interface ViewerProgress {
  lastImage: number;
  percent: number;
}

export interface ViewerProps {
  images: readonly ViewerImage[];
  /** Spec §9: the copyright images close every episode; shown compactly after the end card, as one row. */
  copyrightImages?: readonly ViewerImage[];
  mode: ViewerMode;
  initialProgress?: ViewerProgress;
  onProgress(progress: ViewerProgress): void;
  /** The reader reached the end of the episode's images (once per mount). */
  onEnd?(): void;
  /** About 75 % is read: time to fetch the next episode (once per mount). */
  onNearEnd?(): void;
  onPrev?(): void;
  onNext?(): void;
  /** The next button's name when it does not open the next episode itself (it is locked). */
  nextLabel?: string;
  /** The title's page: the bar's back arrow. */
  backHref?: string;
  /** The episode's name in the viewer bar. */
  title?: string;
  /** Extra controls in the viewer bar, e.g. the ModeToggle or the auto-continue switch. */
  toolbar?: ReactNode;
  /** Shown after the last image (below the strip, or as a last page), e.g. the next episode's state. */
  endSlot?: ReactNode;
  /** Shown beside the end slot, mounted once the end is near (the episode's best comments): it fetches late. */
  endAside?: ReactNode;
}

/** An image as the viewer lays it out, with its text alternative. */
export interface ViewerSlot extends ViewerImage {
  alt: string;
}

export type StepUnit = 'line' | 'screen' | 'image';
