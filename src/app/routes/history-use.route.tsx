import { HistoryScreen } from './history-screen';

/** `/history/use` (session guard): the reader's use history. */
export function Component() {
  return <HistoryScreen kind="use" />;
}
