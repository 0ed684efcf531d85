import type { Messages } from '../../messages';

const settings = {
  title: '設定',
  saveFailed: '保存できませんでした。もう一度お試しください。',
  push: {
    heading: 'プッシュ通知',
    master: '通知',
    masterHint: 'ギフト、まもなく終わるレンタル、および以下のすべて。オフにすると通知は一切届きません。',
    contents: '新しいエピソード',
    contentsHint: 'お気に入りの作品に新しいエピソードが公開されたとき。',
    freetime: '待てば無料チケット',
    freetimeHint: '待てば無料チケットが再び使えるようになったとき。',
    night: '夜間通知',
    nightHint: '{zone}の{from}〜{to}。オフの場合、夜間のお知らせは{to}まで通知一覧で待機します。',
    zones: {
      japan: '日本時間',
      thai: 'タイ時間',
      taiwan: '台湾時間',
      me: '協定世界時（UTC）',
      de: 'ドイツ時間',
    },
  },
  mail: {
    label: 'メールでのお知らせ',
    hint: 'イベントやキャンペーンのお知らせを{email}にお送りします。',
  },
  adTracking: {
    label: '購入と会員登録を広告パートナーと共有する',
    hint: 'オンにすると、広告の効果測定のため、コインの購入と会員登録を広告パートナー（Meta）に送信します。アカウントIDはハッシュ化した形でのみ送ります。初期設定はオフで、いつでもオフにできます。',
  },
  cache: {
    heading: 'キャッシュ',
    hint: 'この端末に保存されたページや一覧、保存された設定（ビューアーモード、最近の検索）を削除します。ログインしたままです。',
    button: 'キャッシュを削除',
    confirmTitle: 'キャッシュを削除しますか？',
    confirmMessage:
      'ページや一覧はサーバーから読み込み直され、この端末の設定は初期状態に戻ります。ログインはそのままです。',
    confirm: '削除',
    done: 'キャッシュを削除しました：保存済みの応答{responses}件、保存された設定{stored}件、ブラウザーキャッシュ{caches}件。ログインしたままです。',
  },
  profile: {
    heading: 'ニックネームの変更',
    nickname: 'ニックネーム',
    nicknameHint: '1〜{max}文字。',
    save: 'ニックネームを変更',
    saved: 'ニックネームを変更しました。',
    invalid: 'ニックネームは1〜{max}文字で入力してください。',
  },
  links: {
    heading: '設定',
    push: '通知設定',
    password: 'パスワード変更',
    alarm: '通知',
  },
} satisfies Messages['settings'];

export default settings;
