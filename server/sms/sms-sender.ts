import type { Clock } from '../lib/clock';
import type { Outbox } from '../lib/outbox';

/** The SMS port: one text to one number (E.164). Rejects when the message could not be handed over. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Development and tests: the SMS lands in the outbox (the dev page `/dev/outbox`, `GET /api/test/outbox`). */
export function outboxSms(outbox: Outbox, clock: Clock): SmsSender {
  return {
    async send(to, text) {
      await outbox.send({ channel: 'SMS', recipient: to, subject: 'SMS', body: text, createdAt: await clock.now() });
    },
  };
}

/** The settings of an SMS gateway that takes one JSON POST per message (SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_SENDER). */
export interface HttpSmsSettings {
  url: string;
  token: string | undefined;
  sender: string | undefined;
}

/** A gateway that does not answer within this long has failed: the reader sees "sending the key failed" and retries. */
const HTTP_SMS_TIMEOUT_MS = 10_000;

/**
 * The provider adapter shape: `POST {url}` with `{"to","from","text"}` and a bearer token; any 2xx is accepted, every
 * other answer (or none) is a failure. A provider with another API is one more function of this shape.
 */
export function httpSms(settings: HttpSmsSettings, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (settings.token) headers.authorization = `Bearer ${settings.token}`;
      const res = await fetchImpl(settings.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, from: settings.sender ?? null, text }),
        signal: AbortSignal.timeout(HTTP_SMS_TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}.`);
    },
  };
}
