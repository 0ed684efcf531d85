export { AlarmScreen, type AlarmScreenProps } from './components/alarm-screen';
