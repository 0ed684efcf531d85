export { FacebookLoginScreen, LoginErrorScreen, LogoutSuccessScreen } from './components/callback-screens';
export { LoginNewUserScreen } from './components/welcome-screen';
export { LoginScreen } from './components/login-screen';
export type { SubmitResult } from './components/login-form';
export { SignUpScreen } from './components/signup-screen';
export { describeLoginError } from './login-error';
export { validateLogin, validateSignUp } from './validation';
export { FindPasswordScreen } from './components/find-password-screen';
export { ResetPasswordScreen } from './components/reset-password-screen';
