import type { PlatformConfig } from '../../platforms/types';
import type { PhonePurpose } from '../../src/domain/phone';

type Locale = PlatformConfig['locale'];

/**
 * The SMS of the phone flow in the platform's language. Kept on the server (the SPA never sends an SMS); `{code}` and
 * `{minutes}` are filled in. Short, so that one message fits one SMS even in Thai.
 */
const TEXTS: Record<Locale, Record<PhonePurpose, string>> = {
  ja: {
    PASSWORD: '【Webtoon】パスワード再設定の認証番号：{code}（{minutes}分間有効）',
    FIND_ID: '【Webtoon】ID確認の認証番号：{code}（{minutes}分間有効）',
  },
  th: {
    PASSWORD: '[Webtoon] รหัสยืนยันสำหรับรีเซ็ตรหัสผ่าน: {code} (ใช้ได้ {minutes} นาที)',
    FIND_ID: '[Webtoon] รหัสยืนยันสำหรับค้นหาไอดี: {code} (ใช้ได้ {minutes} นาที)',
  },
  'zh-TW': {
    PASSWORD: '[Webtoon] 重設密碼驗證碼：{code}（{minutes} 分鐘內有效）',
    FIND_ID: '[Webtoon] 查詢帳號驗證碼：{code}（{minutes} 分鐘內有效）',
  },
  en: {
    PASSWORD: '[Webtoon] Your password reset code: {code} (valid for {minutes} minutes)',
    FIND_ID: '[Webtoon] Your code to find your ID: {code} (valid for {minutes} minutes)',
  },
  de: {
    PASSWORD: '[Webtoon] Ihr Code zum Zurücksetzen des Passworts: {code} ({minutes} Minuten gültig)',
    FIND_ID: '[Webtoon] Ihr Code zum Finden Ihrer ID: {code} ({minutes} Minuten gültig)',
  },
};

export function smsText(locale: Locale, purpose: PhonePurpose, code: string, minutes: number): string {
  return TEXTS[locale][purpose].replace('{code}', code).replace('{minutes}', String(minutes));
}
