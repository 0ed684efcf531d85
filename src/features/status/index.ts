export { ErrorScreen, HealthScreen, NotFoundScreen, PrepareScreen } from './components/status-screens';
