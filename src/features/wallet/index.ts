export { HISTORY_KINDS, walletApi, type HistoryKind } from './api';
export { HistoryList, type HistoryListProps } from './components/history-list';
export { MileageExchange, type MileageExchangeProps } from './components/mileage-exchange';
