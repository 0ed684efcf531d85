import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** What a store needs of an RTK Query api to serve it: its reducer under its path, and its middleware. */
export interface AttachableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

type Attach = (api: AttachableApi) => void;

const apis: AttachableApi[] = [];
const stores: Attach[] = [];

/**
 * The RTK Query api lives in its own chunk, loaded with the first screen that reads server data, so the first
 * screen does not carry it. When it loads it announces itself here, and every store created before or after
 * gets its reducer and middleware (RTK's `combineSlices().inject` and `createDynamicMiddleware`).
 */
export function announceApi(api: AttachableApi): void {
  apis.push(api);
  for (const attach of stores) attach(api);
}

/** Called once per store: attaches the apis already loaded, and those that load later. */
export function linkStore(attach: Attach): void {
  stores.push(attach);
  for (const api of apis) attach(api);
}
