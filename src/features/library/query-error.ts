import { ApiError } from '@/api';
import type { ApiQueryError } from '@/api/root-api';

/** An endpoint's `error` back as the ApiError the error handler understands; anything else stays as it is. */
export function toApiError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('status' in error)) return error;
  const { code, status } = error as ApiQueryError;
  return new ApiError(code, status);
}
