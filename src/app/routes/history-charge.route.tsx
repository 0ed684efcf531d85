import { HistoryScreen } from './history-screen';

/** `/history/charge` (session guard): the reader's charge history. */
export function Component() {
  return <HistoryScreen kind="charge" />;
}
