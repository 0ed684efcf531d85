// The messages of these screens load with them, not with the first screen.
import '@/i18n/ns/account';
import '@/i18n/ns/errors';
export { ChangePasswordScreen } from './components/change-password-screen';
export { ChangePasswordForm } from './components/change-password-form';
export { MyPage, type MyPageLink } from './components/my-page';
export { validateChangePassword } from './validation';
