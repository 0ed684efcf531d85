import type { CommentEmoticon } from '@/domain/comment';

/**
 * How each emoticon of the fixed set is drawn: an emoji glyph of the reader's own system font, so the set costs no
 * image downloads and reads well on every screen. The server stores the name only.
 */
export const EMOTICON_GLYPHS: Record<CommentEmoticon, string> = {
  SMILE: '😊',
  LAUGH: '😂',
  LOVE: '😍',
  CRY: '😢',
  WOW: '😮',
  ANGRY: '😠',
  CLAP: '👏',
  FIRE: '🔥',
};
