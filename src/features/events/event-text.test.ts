import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en';
import { createTranslator } from '@/i18n/translator';
import { rewardText } from './event-text';

// The unit tests run as the Japanese platform; English is where the plural forms show.
describe('rewardText in English', () => {
  const english = createTranslator(en, 'en', 'USD');

  it('says "1 roulette ticket" and "2 roulette tickets"', () => {
    expect(rewardText({ type: 'ROULETTE_TICKET', amount: 1, validDays: null }, english.t)).toBe('1 roulette ticket');
    expect(rewardText({ type: 'ROULETTE_TICKET', amount: 2, validDays: null }, english.t)).toBe('2 roulette tickets');
  });

  it('names a single episode in a mission step’s claim label', () => {
    expect(english.t('events.mission.claimLabel', { count: 1 })).toBe('Claim the reward for reading 1 episode');
    expect(english.t('events.mission.left', { count: 3 })).toBe('3 more episodes to read');
  });
});
