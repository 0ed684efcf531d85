export {
  authClient,
  type AuthClient,
  type AuthProvider,
  type AuthSession,
  type AuthStatusSnapshot,
  type LogLevel,
  type SignInOptions,
  type SignInResponse,
  type SyncOptions,
} from './auth-client';
