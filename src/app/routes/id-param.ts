import type { Params } from 'react-router-dom';

/** The `:id` of a route as a positive integer, or null for anything else (`/detail/abc`, `/viewer/0`). */
export function idParam(params: Params): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
