import type { MailTexts } from './types';

export const ja: MailTexts = {
  greeting: '{nickname} 様',
  signature: 'Webtoon 運営チーム',
  signUp: {
    subject: 'Webtoonへようこそ',
    intro: 'アカウント {email} の登録が完了しました。',
    action: '次のリンクからメールアドレスを認証すると、無料コイン{coins}枚をプレゼントします。',
  },
  signUpConfirm: {
    subject: 'メールアドレスの認証のお願い',
    action: '次のリンクからメールアドレスを認証すると、無料コイン{coins}枚をプレゼントします。',
  },
  resetPassword: {
    subject: 'パスワード再設定のご案内',
    intro: 'アカウント {email} のパスワード再設定のお申し込みを受け付けました。',
    action: '1時間以内に次のリンクを開き、新しいパスワードを設定してください。リンクは一度だけ使えます。',
    ignore: 'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  },
  withdrawal: {
    subject: '退会手続きの確認',
    intro: 'Webtoonの退会のお申し込みを受け付けました。確認が済むまでアカウントはそのままご利用いただけます。',
    action: '退会を確定するには、次のリンクを開いてください。',
    ignore: 'お心当たりのない場合は、このメールを破棄してください。アカウントはそのまま残ります。',
  },
};
