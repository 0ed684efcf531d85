import { describe, expect, it } from 'vitest';
import { INQUIRY_IMAGE_MAX_BYTES } from '@/domain/help';
import { checkImages, validateInquiry } from './validation';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64, name = 'a.png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

describe('validateInquiry', () => {
  const valid = { category: 'COIN', title: 'Coins', content: 'Line one\nline two' };
  it('accepts a category of the list, a title of 1–100 and content of 1–2000 characters', () => {
    expect(validateInquiry(valid)).toEqual({});
    expect(validateInquiry({ ...valid, title: 't'.repeat(100), content: 'c'.repeat(2000) })).toEqual({});
  });
  it('refuses each field at its edge', () => {
    expect(validateInquiry({ ...valid, category: '' })).toEqual({ category: 'inquiry.check.category' });
    expect(validateInquiry({ ...valid, title: 't'.repeat(101) })).toEqual({ title: 'inquiry.check.title' });
    expect(validateInquiry({ ...valid, title: '  ' })).toEqual({ title: 'inquiry.check.title' });
    expect(validateInquiry({ ...valid, title: 'a\nb' })).toEqual({ title: 'inquiry.check.text' });
    expect(validateInquiry({ ...valid, content: 'c'.repeat(2001) })).toEqual({ content: 'inquiry.check.content' });
    expect(validateInquiry({ ...valid, content: '' })).toEqual({ content: 'inquiry.check.content' });
  });
});

describe('checkImages', () => {
  it('takes 3 images, and an image of exactly 3 MB', async () => {
    expect(await checkImages([png(), png()], [png(INQUIRY_IMAGE_MAX_BYTES)])).toBeNull();
  });
  it('refuses a fourth image, one byte over 3 MB, and a file that is not an image by its bytes', async () => {
    expect(await checkImages([png(), png(), png()], [png()])).toBe('TOO_MANY_IMAGES');
    expect(await checkImages([], [png(INQUIRY_IMAGE_MAX_BYTES + 1)])).toBe('IMAGE_TOO_LARGE');
    const text = new File(['just text'], 'renamed.png', { type: 'image/png' });
    expect(await checkImages([], [png(), text])).toBe('INVALID_IMAGE');
  });
});
