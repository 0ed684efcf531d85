import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;

describe('theme colours meet WCAG AA', () => {
  it.each([
    ['body text', c.text, c.background],
    ['muted text', c.textMuted, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['primary button', c.onPrimary, c.primary],
    ['primary button hovered', c.onPrimary, c.primaryHover],
    ['primary text (links, secondary buttons)', c.primary, c.background],
    ['primary text on its soft tint', c.primary, c.primarySoft],
    ['danger button', c.onDanger, c.danger],
    ['danger button hovered', c.onDanger, c.dangerHover],
    ['error text', c.danger, c.background],
    ['success toast', c.onSuccess, c.success],
    ['info toast', c.onToast, c.toast],
  ])('%s: at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders and the focus ring: at least 3:1 (non-text contrast)', () => {
    expect(contrast(c.borderStrong, c.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focus, c.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('layering', () => {
  it('stacks toast above modal above bottom sheet above the bars', () => {
    const z = theme.zIndices;
    expect(z.toast).toBeGreaterThan(z.modal);
    expect(z.modal).toBeGreaterThan(z.bottomSheet);
    expect(z.bottomSheet).toBeGreaterThan(Math.max(z.header, z.nav, z.floating));
  });
});
