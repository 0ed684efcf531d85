import { describe, expect, it } from 'vitest';
import { ABORTED, ApiError, apiErrorOf } from './api-error';

describe('apiErrorOf', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError('NOT_EXIST', 404);
    expect(apiErrorOf(error)).toBe(error);
  });

  it.each([
    ['a refusal', { code: 'COIN_INSUFFICIENT', status: 400 }, 'COIN_INSUFFICIENT', 400],
    ['a failure without a reply', { code: 'NETWORK_ERROR', status: null }, 'NETWORK_ERROR', null],
    ['a call the screen aborted', { code: ABORTED, status: null }, ABORTED, null],
  ])("turns an endpoint's error (%s) back into the ApiError it stood for", (_name, error, code, status) => {
    const converted = apiErrorOf(error);
    expect(converted).toBeInstanceOf(ApiError);
    expect(converted).toMatchObject({ code, status });
  });

  it.each([
    ['something thrown', new TypeError('x is undefined')],
    ["RTK Query's SerializedError of a throwing transform", { name: 'Error', message: 'boom', code: 'E' }],
    ['a code without a status', { code: 'NOT_EXIST' }],
    ['a code that is not a string', { code: 404, status: 404 }],
    ['nothing', undefined],
    ['null', null],
    ['a string', 'NOT_EXIST'],
  ])('reads %s as UNKNOWN, with no status', (_name, error) => {
    expect(apiErrorOf(error)).toMatchObject({ code: 'UNKNOWN', status: null });
  });
});
