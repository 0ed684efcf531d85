import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Viewer } from '../components/viewer';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

const images = Array.from({ length: 30 }, (_, i) => ({ src: `/images/e/${i}.png`, width: 1080, height: 1600 }));

/** One frame of the page: its frame callbacks, then a task queued from them (after the frame has painted). */
const nextPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

beforeEach(() => {
  FakeIntersectionObserver.install();
  Element.prototype.scrollIntoView = vi.fn();
});

describe('the viewer paints its bar before its reading surface', () => {
  it.each(['SCROLL', 'PAPER'] as const)(
    'in %s mode, the title and the ways back come first, the boxes and image requests a frame later',
    async (mode) => {
      renderWithProviders(
        <Viewer images={images} mode={mode} title="Title · Episode 3" backHref="/detail/1" onProgress={vi.fn()} />,
      );
      expect(screen.getByTestId('viewer-bar')).toHaveTextContent('Title · Episode 3');
      expect(document.querySelector('[data-slot]')).toBeNull();
      expect(document.querySelector('img')).toBeNull();
      await nextPaint();
      expect(document.querySelector('[data-slot="0"] img')).not.toBeNull();
    },
  );

  it('leaves nothing behind when the viewer goes before its first paint', async () => {
    const { unmount } = renderWithProviders(
      <Viewer images={images} mode="SCROLL" title="Gone" backHref="/" onProgress={vi.fn()} />,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    unmount();
    await nextPaint();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
