import type { ReactNode } from 'react';
import type { Zoom } from '../hooks/use-zoom';
import type { KeyAction } from '../keys';
import type { ViewerProgress, ViewerSlot } from '../types';
import type { BarInsets } from './compact-tools';

/** What the viewer hands to either reading mode. */
export interface ModeProps {
  /** The episode's own images, one box each. */
  slots: readonly ViewerSlot[];
  initialImage: number;
  /** The bar's rows the surface keeps clear of, so no image opens under them. */
  insets: BarInsets;
  zoom: Zoom;
  reducedMotion: boolean;
  onPosition(progress: ViewerProgress): void;
  /** The reader moved on: the bar gets out of the way. */
  onReading(): void;
  /** The reader is at the top or at the end: the bar comes back. */
  onReveal(): void;
  onToggleBar(): void;
  /** Keys that are the same in both modes (episodes, menu, zoom). */
  onCommonKey(action: Exclude<KeyAction, { type: 'step' }>): void;
  /** Shown after the last image (the end card, the comments, the copyright row): below the strip, or as one more page. */
  endSlot?: ReactNode;
}

export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

export function slotElement(container: HTMLElement | null, index: number): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[data-slot="${index}"]`) ?? null;
}
