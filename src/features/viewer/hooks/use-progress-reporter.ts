import { useEffect, useState } from 'react';
import { createProgressReporter, type ProgressCallbacks } from '../progress-reporter';
import type { ViewerProgress } from '../types';

/** The viewer's progress reporter for this mount; the last position is flushed when the viewer unmounts. */
export function useProgressReporter(callbacks: ProgressCallbacks): (progress: ViewerProgress) => void {
  const [reporter] = useState(() => createProgressReporter(callbacks));
  useEffect(() => {
    reporter.setCallbacks(callbacks);
  });
  useEffect(() => () => reporter.flush(), [reporter]);
  return reporter.report;
}
