export { WithdrawalConfirm, type WithdrawalConfirmProps } from './components/withdrawal-confirm';
export { WithdrawalScreen, type WithdrawalScreenProps } from './components/withdrawal-screen';
