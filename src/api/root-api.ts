import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { QUERY_CACHE_SECONDS } from '@/domain/constants';
import { apiErrorOf } from './api-error';
import { call, type HttpMethod } from './call';
import type { ServiceGroup } from './clients';
import { takeEarlyRead } from './early-read';
import { announceStorePart } from './store-link';

export interface ApiRequest {
  group: ServiceGroup;
  path: string;
  method?: HttpMethod;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  /** Extra headers, e.g. the Idempotency-Key of a money write (docs/api.md). */
  headers?: Record<string, string>;
}

/**
 * What an endpoint's `error` holds: the catalogue code and the HTTP status (null when no reply came). Plain data, as
 * the store keeps it; `apiErrorOf` turns it back into the ApiError (features pass it to the error handler as it is).
 */
export interface ApiQueryError {
  code: string;
  status: number | null;
}

/** A GET with nothing but its path: one a route's loader may have started already (early-read.ts). */
const isPlainRead = (request: ApiRequest) =>
  (request.method ?? 'get') === 'get' &&
  request.json === undefined &&
  request.searchParams === undefined &&
  request.headers === undefined;

/**
 * The base query of every endpoint: the same `call()`, but it never throws, it answers `{ error }`. A plain GET that
 * the route's loader started early answers with that reply instead of being sent again.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiQueryError> = async (request, { signal }) => {
  try {
    const data = await ((isPlainRead(request) ? takeEarlyRead(request) : undefined) ??
      call<unknown>(request.group, request.method ?? 'get', request.path, {
        json: request.json,
        ...(request.searchParams ? { searchParams: request.searchParams } : {}),
        ...(request.headers ? { headers: request.headers } : {}),
        signal,
      }));
    return { data };
  } catch (error) {
    const { code, status } = apiErrorOf(error);
    return { error: { code, status } };
  }
};

/** Declared once, so a purchase can invalidate the wallet and the episode without importing either feature. */
export const TAG_TYPES = [
  'Session',
  'User',
  'Coin',
  'Title',
  'Episode',
  'Library',
  'Wallet',
  'History',
  'Gift',
  'Coupon',
  'Comment',
  'Block',
  'Event',
  'Roulette',
  'Theme',
  'Notice',
  'Faq',
  'Inquiry',
  'Transfer',
  'Alarm',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query api; features add endpoints with `rootApi.injectEndpoints`. Reads stay cached for 1 h (spec §9).
 * Import it from '@/api/root-api' (not the '@/api' barrel): importing it is what loads RTK Query and attaches it to
 * the store.
 */
export const rootApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

announceStorePart(rootApi);
