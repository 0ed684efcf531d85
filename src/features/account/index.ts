export { ChangePasswordScreen } from './components/change-password-screen';
export { ChangePasswordForm } from './components/change-password-form';
export { MyPage, type MyPageLink, type MyPageLinkGroup } from './components/my-page';
export { validateChangePassword } from './validation';
