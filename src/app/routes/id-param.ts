import type { Params } from 'react-router-dom';

/** The `:id` of a route as a positive integer, or null for anything else (`/detail/abc`, `/viewer/0`). */
export function idParam(params: Params): number | null {
  return positiveId(params.id);
}

/** A value of the URL (a route's `:id`, a query's `episodeId`) as a positive integer, or null. */
export function positiveId(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
