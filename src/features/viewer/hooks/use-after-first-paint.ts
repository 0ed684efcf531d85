import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render and until the browser has painted it, then true: the one re-render that then
 * follows runs at transition priority, which React builds in slices that leave the main thread to the browser.
 * (A frame callback runs just before the frame paints; a task queued from it runs after that paint.)
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
