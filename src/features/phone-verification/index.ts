export { FindIdScreen, type FindIdScreenProps } from './components/find-id-screen';
export { FindPasswordSmsScreen, type FindPasswordSmsScreenProps } from './components/find-password-sms-screen';
