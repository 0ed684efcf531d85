import type { SmsSettings } from '../env';
import type { Clock } from '../lib/clock';
import type { Outbox } from '../lib/outbox';
import { httpSms, outboxSms, type SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';
export { smsText } from './sms-texts';

/** The sender SMS_PROVIDER names: the outbox by default, the HTTP gateway when an operator configured one. */
export function smsSenderFor(settings: SmsSettings, outbox: Outbox, clock: Clock): SmsSender {
  return settings.provider === 'http' ? httpSms(settings) : outboxSms(outbox, clock);
}
