import { layoutMeasured, layoutOfWindow, useAppDispatch } from '@/session';
import { useLayoutEffect } from 'react';

/** Keeps the layout slice in step with the window (spec §4 "Layout"), measured before paint and on every resize. */
export function useLayoutMeasure(): void {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    const measure = () => dispatch(layoutMeasured(layoutOfWindow(window)));
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('orientationchange', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('orientationchange', measure);
    };
  }, [dispatch]);
}
