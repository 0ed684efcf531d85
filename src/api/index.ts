export { ABORTED, ApiError, apiErrorOf } from './api-error';
export { configureAuth, refreshAccessToken, type AuthDeps } from './auth-bridge';
export { call, type CallOptions, type HttpMethod } from './call';
export type { KeyedWrite } from './keyed-write';
export {
  clients,
  configureClients,
  resetClients,
  SERVICE_GROUPS,
  type ClientSettings,
  type ServiceGroup,
} from './clients';
// The RTK Query api is imported from './root-api' directly, so that it stays out of the first load (store-link.ts).
export { linkStore, type StorePart } from './store-link';
