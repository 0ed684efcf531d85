import { ApiError } from '@/api';

/** An endpoint's `error` back as the ApiError the error handler understands; anything else stays as it is. */
export function toApiError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('status' in error)) return error;
  const { code, status } = error as { code: string; status: number | null };
  return new ApiError(code, status);
}
