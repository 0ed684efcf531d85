import { describe, expect, it } from 'vitest';
import { TRANSFER_DEADLINE_ISO } from '@/domain/constants';
import { createDateFormatter } from '@/i18n/format-date';
import de from '@/i18n/locales/de';
import en from '@/i18n/locales/en';
import { createTranslator } from '@/i18n/translator';
import { platforms } from '../../../platforms';

// Whatever platform the unit tests run as, the German bundle's deadline reads as the issue wrote it.
describe('the transfer deadline in the German bundle', () => {
  const dates = createDateFormatter(platforms.de);
  const german = createTranslator(de, 'de', 'EUR');
  const deadline = german.t('transfer.deadline', {
    date: dates.formatDate(TRANSFER_DEADLINE_ISO),
    time: dates.formatTime(TRANSFER_DEADLINE_ISO),
  });

  it('is "bis 30.06.2025, 23:59 Uhr" in Europe/Berlin', () => {
    expect(deadline).toBe('bis 30.06.2025, 23:59 Uhr');
    expect(german.t('transfer.note.open', { deadline })).toBe('Die Übertragung ist bis 30.06.2025, 23:59 Uhr möglich.');
  });

  it('the global service (UTC) would show the same moment as 21:59', () => {
    const utc = createDateFormatter(platforms.me);
    const english = createTranslator(en, 'en', 'USD');
    expect(
      english.t('transfer.deadline', {
        date: utc.formatDate(TRANSFER_DEADLINE_ISO),
        time: utc.formatTime(TRANSFER_DEADLINE_ISO),
      }),
    ).toBe('until 2025-06-30, 21:59');
  });
});
