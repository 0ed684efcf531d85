export { ABORTED, ApiError, isApiError } from './api-error';
export { configureAuth, refreshAccessToken, type AuthDeps } from './auth-bridge';
export { call, type CallOptions, type HttpMethod } from './call';
export { clients, configureClients, resetClients, SERVICE_GROUPS, type ClientSettings, type ServiceGroup } from './clients';
export { apiBaseQuery, rootApi, TAG_TYPES, toQueryError, type ApiQueryError, type ApiRequest, type TagType } from './root-api';
