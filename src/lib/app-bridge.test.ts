import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppBridge } from './app-bridge';

type Reply = { ok?: unknown; data?: unknown; error?: unknown };
interface FakeWindow {
  AndroidBridge?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: Record<string, unknown> };
  webtoonBridgeReply?: (id: string, reply: Reply) => void;
}

/** An Android app that answers every call with `answer(method)`, now or when told. */
function androidApp(answer: (method: string, params: Record<string, unknown>) => Reply | null) {
  const win: FakeWindow = {};
  const posted: { id: string; method: string; params: Record<string, unknown> }[] = [];
  win.AndroidBridge = {
    postMessage(json) {
      const message = JSON.parse(json) as (typeof posted)[number];
      posted.push(message);
      const reply = answer(message.method, message.params);
      if (reply) queueMicrotask(() => win.webtoonBridgeReply?.(message.id, reply));
    },
  };
  return { win, posted, bridge: createAppBridge(win) };
}

afterEach(() => vi.useRealTimers());

describe('the app bridge', () => {
  it('answers what the app sends back, by call', async () => {
    const { bridge, posted } = androidApp((method) => ({ ok: true, data: method === 'getVersion' ? '3.2.1' : 'ja' }));
    expect(await bridge.call('getVersion')).toEqual({ ok: true, data: '3.2.1' });
    expect(await bridge.call('getLanguage')).toEqual({ ok: true, data: 'ja' });
    expect(posted.map((p) => p.method)).toEqual(['getVersion', 'getLanguage']);
  });

  it('names the §8 app message of a failed call: the app’s reason, else the method’s', async () => {
    const { bridge } = androidApp((method) =>
      method === 'purchase' ? { ok: false, error: 'NO_PRODUCT' } : { ok: false, error: 'SOMETHING_ELSE' },
    );
    expect(await bridge.purchase('p-1')).toEqual({ ok: false, failure: 'NO_PRODUCT' });
    expect(await bridge.call('getUserInfo')).toEqual({ ok: false, failure: 'USER_INFO_UNAVAILABLE' });
    expect(await bridge.call('getLanguage')).toEqual({ ok: false, failure: 'LANGUAGE_UNAVAILABLE' });
  });

  it('refuses a second purchase while one is open (ALREADY_IN_PAYMENT), then takes the next', async () => {
    let finish: (() => void) | null = null;
    const app = androidApp((_method, params) => {
      if (params.paymentId === 'first') {
        finish = () => app.win.webtoonBridgeReply?.(app.posted[0]!.id, { ok: true, data: null });
        return null;
      }
      return { ok: true, data: null };
    });
    const first = app.bridge.purchase('first');
    expect(await app.bridge.purchase('second')).toEqual({ ok: false, failure: 'ALREADY_IN_PAYMENT' });
    finish!();
    expect(await first).toEqual({ ok: true, data: null });
    expect(await app.bridge.purchase('third')).toEqual({ ok: true, data: null });
  });

  it('gives up on a getter the app never answers, and says a purchase must be retried after its long wait', async () => {
    vi.useFakeTimers();
    const { bridge } = androidApp(() => null);
    const version = bridge.call('getVersion');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await version).toEqual({ ok: false, failure: 'VERSION_UNAVAILABLE' });
    const purchase = bridge.purchase('p');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(await purchase).toEqual({ ok: false, failure: 'RETRY' });
  });

  it('posts to the iOS handler, and fails at once without any bridge', async () => {
    const messages: unknown[] = [];
    const win: FakeWindow = {
      webkit: { messageHandlers: { webtoon: { postMessage: (m: unknown) => messages.push(m) } } },
    };
    const bridge = createAppBridge(win);
    const pending = bridge.call('getLanguage');
    const [message] = messages as { id: string }[];
    win.webtoonBridgeReply?.(message!.id, { ok: true, data: 'en' });
    expect(await pending).toEqual({ ok: true, data: 'en' });
    expect(await createAppBridge({}).purchase('p')).toEqual({ ok: false, failure: 'PAYMENT_FAILED' });
  });
});
