import type { PayloadAction, PayloadActionCreator, Reducer, UnknownAction } from '@reduxjs/toolkit';

// The first load does not import @reduxjs/toolkit at all (issue 30, the 130 KiB budget): a module lives in one chunk,
// so RTK imported by the entry would carry with it everything the lazy chunks take from it (createSlice and immer
// for RTK Query, createAsyncThunk, the listener middleware), ~9 KiB gzip. The entry's slices and store use these small
// equivalents and redux itself; RTK loads with RTK Query, beside the first screen that needs it.

/**
 * RTK's `createAction` (type, `match`, payload): the same actions, typed as RTK's so that features match them in
 * their reducers and listeners as before.
 */
export function plainAction<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T> {
  const creator = (payload?: P) => ({ type, payload });
  const match = (action: unknown): action is PayloadAction<P, T> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return Object.assign(creator, { type, match, toString: () => type }) as unknown as PayloadActionCreator<P, T>;
}

/**
 * The part of RTK's `createSlice` the store reads (name, reducer, initial state), for the slices of the first load:
 * their reducers write the new state by hand, without immer.
 */
export interface PlainSlice<S> {
  name: string;
  reducerPath: string;
  reducer: Reducer<S>;
  getInitialState: () => S;
}

/** `handle` answers the next state for an action it knows, and `undefined` for any other (the state stays). */
export function plainSlice<S>(
  name: string,
  initialState: S | (() => S),
  handle: (state: S, action: UnknownAction) => S | undefined,
): PlainSlice<S> {
  // A function is called on every store's first action, as RTK's lazy initial state is: the layout slice measures the
  // window when its store is made, not when the module was first imported.
  const getInitialState = () => (typeof initialState === 'function' ? (initialState as () => S)() : initialState);
  const reducer: Reducer<S> = (state = getInitialState(), action) => handle(state, action) ?? state;
  return { name, reducerPath: name, reducer, getInitialState };
}
