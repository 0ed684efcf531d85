import { useEffect, useRef } from 'react';

interface Refetchable {
  currentData?: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * A new reader (sign-in, sign-out, a visibility toggle) gets a new cache entry, which RTK Query fetches by itself;
 * but when that reader had an answer cached from earlier in the visit (a guest before signing in and out again),
 * it is asked for again too, so the list always comes from a request made for the reader now signed in.
 */
export function useFreshForReader(reader: string, query: Refetchable): void {
  const seen = useRef(reader);
  const { currentData, isFetching, refetch } = query;
  useEffect(() => {
    if (seen.current === reader) return;
    seen.current = reader;
    if (currentData !== undefined && !isFetching) void refetch();
  }, [reader, currentData, isFetching, refetch]);
}
