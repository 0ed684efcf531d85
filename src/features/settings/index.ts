export type { SettingsActions } from './actions';
export type { CacheClearReport } from './clear-cache';
export { ProfileEditor } from './components/profile-editor';
export { SettingsScreen } from './components/settings-screen';
