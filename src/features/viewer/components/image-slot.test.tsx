import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { solidThumbHash } from '../testing/solid-thumbhash';
import type { ViewerSlot } from '../types';
import { ImageSlot } from './image-slot';

const slot = (placeholder?: string): ViewerSlot => ({
  src: '/images/panels/p01.png',
  width: 1080,
  height: 1600,
  placeholder,
  alt: 'page 1',
});

function renderSlot(image: ViewerSlot, active = true) {
  const view = renderWithProviders(<ImageSlot slot={image} index={0} active={active} near sizes="100vw" />);
  const box = () => view.container.querySelector<HTMLElement>('[data-slot="0"]')!;
  return { ...view, box, img: () => box().querySelector('img') };
}

describe('ImageSlot placeholder', () => {
  it('paints the ThumbHash preview in the reserved box until the image loads, then leaves the image alone', () => {
    const { box, img } = renderSlot(slot(solidThumbHash([220, 20, 20])));
    expect(box().style.aspectRatio).toBe('1080 / 1600');
    expect(box().style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
    expect(box().style.backgroundColor).toMatch(/^rgba?\(2\d\d, /);
    fireEvent.load(img()!);
    expect(box().style.backgroundImage).toBe('');
    expect(box().style.backgroundColor).toBe('');
    expect(box().style.aspectRatio).toBe('1080 / 1600');
  });

  it('paints the preview again when the image comes back into the load window', () => {
    const image = slot(solidThumbHash([20, 20, 220]));
    const view = renderSlot(image);
    fireEvent.load(view.img()!);
    view.rerender(<ImageSlot slot={image} index={0} active={false} near={false} sizes="100vw" />);
    expect(view.box().style.backgroundImage).toBe('');
    view.rerender(<ImageSlot slot={image} index={0} active near sizes="100vw" />);
    expect(view.box().style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
  });

  it('keeps the plain surface under the retry text of a failed image', () => {
    const { box, img } = renderSlot(slot(solidThumbHash([20, 200, 20])));
    fireEvent.error(img()!);
    expect(box().style.backgroundImage).toBe('');
  });

  it('keeps the plain surface without a placeholder', () => {
    const { box } = renderSlot(slot());
    expect(box().style.backgroundImage).toBe('');
    expect(box().style.aspectRatio).toBe('1080 / 1600');
  });
});
