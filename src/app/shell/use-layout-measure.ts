import { layoutMeasured, layoutOfWindow, type RootState } from '@/session';
import { useLayoutEffect } from 'react';
import { useStore } from 'react-redux';

/**
 * Keeps the layout slice in step with the window (spec §4 "Layout"): measured again in the frame after the first
 * commit and on every resize. The store measured the window when it was made, so the first render is already right;
 * reading `innerWidth` inside the commit would force the layout of the whole new page there (issue 30: 120-240 ms at
 * 4x CPU on `/` and the viewer), in the same task as the render. In the next animation frame the layout is the one
 * the frame does anyway, and a changed size still re-renders before that frame is painted.
 */
export function useLayoutMeasure(): void {
  const store = useStore<RootState>();
  useLayoutEffect(() => {
    // An unchanged size dispatches nothing: the layout's readers would re-render for an equal new object.
    const measure = () => {
      const layout = layoutOfWindow(window);
      const { width, height } = store.getState().layout;
      if (layout.width !== width || layout.height !== height) store.dispatch(layoutMeasured(layout));
    };
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    window.addEventListener('orientationchange', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('orientationchange', measure);
    };
  }, [store]);
}
