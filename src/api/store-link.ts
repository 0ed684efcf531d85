import type { Middleware, Reducer, Store } from '@reduxjs/toolkit';

/**
 * A part of the store that loads with the screens that use it: a reducer under its path, optionally a middleware,
 * and optionally something to start once the store has it (redux-persist's persistor).
 */
export interface StorePart {
  reducerPath: string;
  reducer: Reducer;
  middleware?: Middleware;
  attached?(store: Store): void;
}

type Attach = (part: StorePart) => void;

const parts: StorePart[] = [];
const stores: Attach[] = [];

/**
 * The RTK Query api and the device preferences' persistence live in their own chunks, loaded with the first screen
 * that needs them, so the first screen does not carry them. When one loads it announces itself here, and every
 * store created before or after gets it (RTK's `combineSlices().inject` and `createDynamicMiddleware`).
 */
export function announceStorePart(part: StorePart): void {
  parts.push(part);
  for (const attach of stores) attach(part);
}

/** Called once per store: attaches the parts already loaded, and those that load later. */
export function linkStore(attach: Attach): void {
  stores.push(attach);
  for (const part of parts) attach(part);
}
