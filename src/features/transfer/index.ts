export { TransferConfirm, type TransferConfirmProps } from './components/transfer-confirm';
export { TransferNote, type TransferNoteProps } from './components/transfer-note';
export { TransferStatusView, TRANSFER_POLL_MS, type TransferStatusViewProps } from './components/transfer-status';
export { TransferWrong } from './components/transfer-wrong';
export { TransferLogout, type TransferLogoutProps } from './components/transfer-logout';
