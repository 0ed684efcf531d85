import { describe, expect, it } from 'vitest';
import { isTypingTarget, keyAction } from './keys';

const press = (key: string, extra: Partial<Parameters<typeof keyAction>[0]> = {}) =>
  keyAction({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...extra });

describe('keyAction', () => {
  it.each([
    ['ArrowDown', { type: 'step', direction: 1, unit: 'line' }],
    ['ArrowLeft', { type: 'step', direction: -1, unit: 'line' }],
    ['PageDown', { type: 'step', direction: 1, unit: 'screen' }],
    ['PageUp', { type: 'step', direction: -1, unit: 'screen' }],
    [' ', { type: 'step', direction: 1, unit: 'screen' }],
    ['j', { type: 'step', direction: 1, unit: 'image' }],
    ['k', { type: 'step', direction: -1, unit: 'image' }],
    ['n', { type: 'episode', direction: 1 }],
    ['p', { type: 'episode', direction: -1 }],
    ['Escape', { type: 'toggleBar' }],
    ['+', { type: 'zoom', direction: 1 }],
    ['0', { type: 'zoom', direction: 0 }],
  ])('maps %j', (key, action) => {
    expect(press(key)).toEqual(action);
  });

  it('turns back with Shift + Space and leaves browser shortcuts alone', () => {
    expect(press(' ', { shiftKey: true })).toEqual({ type: 'step', direction: -1, unit: 'screen' });
    expect(press('p', { ctrlKey: true })).toBeNull();
    expect(press('x')).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('knows fields from the page', () => {
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
