import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/adult';

describe('adult messages', () => {
  it('on de, a refused birth date reads as spec §5 words it', () => {
    expect(de.birthday.invalid).toBe('Bitte überprüfe dein Geburtsdatum');
  });
});
