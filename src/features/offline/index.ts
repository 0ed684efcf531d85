export { DeviceList, type DeviceListProps } from './components/device-list';
export { KeepAhead } from './components/keep-ahead';
export { KeepAllButton, type KeepAllButtonProps } from './components/keep-all-button';
export { KeepButton, type KeepButtonProps } from './components/keep-button';
export { useKeptLookup } from './hooks';
export type { KeptLookup } from './kept-read';
export { KeptEnded } from './components/kept-ended';
