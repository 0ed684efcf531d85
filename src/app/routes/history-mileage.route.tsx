import { HistoryScreen } from './history-screen';

/** `/history/mileage` (session guard): the reader's mileage history. */
export function Component() {
  return <HistoryScreen kind="mileage" />;
}
