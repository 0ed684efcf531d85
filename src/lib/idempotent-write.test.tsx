import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isUncertainFailure, useIdempotentWrite, type WriteResult } from './idempotent-write';

type Reply = WriteResult<string>;
const ok: Reply = { data: 'done' };
const refused: Reply = { error: { code: 'LIMITED_COIN_PRODUCT', status: 400 } };
const noAnswer: Reply = { error: { code: 'NETWORK_ERROR', status: null } };
const serverFault: Reply = { error: { code: 'SERVER_ERROR', status: 500 } };

function setup(...replies: Reply[]) {
  const send = vi.fn(async (_body: { id: number }, _key: string) => replies.shift() ?? ok);
  const hook = renderHook(() => useIdempotentWrite(send));
  const keys = () => send.mock.calls.map(([, key]) => key);
  return { send, hook, keys };
}

describe('isUncertainFailure', () => {
  it.each([
    [{ code: 'NETWORK_ERROR', status: null }, true],
    [{ code: 'TIMEOUT', status: null }, true],
    [{ code: 'SERVER_ERROR', status: 500 }, true],
    [{ code: 'SERVER_ERROR', status: 503 }, true],
    [{ code: 'LIMITED_COIN_PRODUCT', status: 400 }, false],
    [{ code: 'INVALID_PARAMETER', status: 409 }, false],
    [{ code: 'NEED_TO_REFRESH', status: 401 }, false],
    [new Error('thrown'), true],
  ])('%o → %s', (error, uncertain) => {
    expect(isUncertainFailure(error)).toBe(uncertain);
  });
});

describe('useIdempotentWrite', () => {
  it('gives every new intent a new key once the last one was answered, success or refusal', async () => {
    const { hook, keys } = setup(ok, refused, ok);
    await act(() => hook.result.current.run({ id: 1 }));
    await act(() => hook.result.current.run({ id: 1 }));
    await act(() => hook.result.current.run({ id: 1 }));
    expect(new Set(keys()).size).toBe(3);
    expect(hook.result.current.unsettled).toBeNull();
  });

  it('keeps an attempt without a certain answer open and retries it under its key and body', async () => {
    const { hook, keys, send } = setup(noAnswer, serverFault, ok);
    await act(() => hook.result.current.run({ id: 1 }));
    expect(hook.result.current.unsettled).toEqual({ id: 1 });
    await act(() => hook.result.current.retry()!);
    expect(hook.result.current.unsettled).toEqual({ id: 1 });
    const result = await act(() => hook.result.current.retry()!);
    expect(result).toEqual(ok);
    expect(hook.result.current.unsettled).toBeNull();
    expect(new Set(keys()).size).toBe(1);
    expect(send.mock.calls.map(([body]) => body)).toEqual([{ id: 1 }, { id: 1 }, { id: 1 }]);
    expect(hook.result.current.retry()).toBeUndefined();
  });

  it('reuses the open key when the same request is sent again, and not for a different one', async () => {
    const { hook, keys } = setup(noAnswer, noAnswer, ok);
    await act(() => hook.result.current.run({ id: 1 }));
    await act(() => hook.result.current.run({ id: 1 }));
    await act(() => hook.result.current.run({ id: 2 }));
    const [first, same, other] = keys();
    expect(same).toBe(first);
    expect(other).not.toBe(first);
    expect(hook.result.current.unsettled).toBeNull();
  });
});
