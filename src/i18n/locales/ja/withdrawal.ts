import type { Messages } from '../../messages';

const withdrawal = {
  title: '退会',
  loading: '読み込み中…',
  failed: '読み込めませんでした。',
  retry: '再試行',
  intro:
    '退会すると元に戻せません。失うものを確認し、退会理由をご記入のうえ、メールでお送りするリンクから手続きを完了してください。リンクを開くまでアカウントは有効なままです。',
  losses: {
    heading: '失われるもの',
    kind: { COIN: '有料コイン', BONUS: 'ボーナスコイン', FREE_COIN: '無料コイン', MILEAGE: 'ポイント' },
    owned: { other: '購入済みエピソード{count}話' },
    rented: { other: 'レンタル中のエピソード{count}話' },
    favorites: { other: 'お気に入り{count}件' },
    gifts: { other: 'プレゼントボックスの未受け取りプレゼント{count}件' },
    note: 'コインとポイントは払い戻されず、購入・レンタルしたエピソードは読めなくなります。',
  },
  reason: {
    legend: '退会の理由を教えてください',
    options: {
      NOT_READING: 'ここでマンガを読まなくなった',
      TOO_EXPENSIVE: 'コインが高い',
      CONTENT: '読みたい作品が見つからない',
      SERVICE: 'アプリやサイトが使いにくい',
      PRIVACY: '個人情報が心配',
      OTHER: 'その他',
    },
    required: '理由を選んでください。',
    detail: '詳しい理由',
    hint: '{min}文字以上{max}文字以内。',
    detailRequired: '理由を{min}文字以上でご記入ください。',
    detailTooLong: '{max}文字以内でご記入ください。',
  },
  acknowledge: 'コイン、ポイント、エピソードが完全に失われることを理解しました。',
  acknowledgeRequired: '失われるものを理解したことを確認してください。',
  submit: '確認メールを送る',
  pending: '確認リンクはすでに送信済みです（{until}まで有効）。もう一度送ると新しいリンクになります。',
  sent: {
    heading: 'メールを確認してください',
    text: '{email}にリンクを送りました。{until}までにリンクを開くと退会が完了します。それまでアカウントは有効です。',
  },
  toMy: 'マイページに戻る',
  confirm: {
    title: '退会の確認',
    text: '今退会すると、コインとポイントは失効し、エピソードは読めなくなります。元には戻せません。',
    submit: '退会する',
    done: {
      heading: '退会が完了しました',
      text: 'ログアウトしました。残りのコインとポイントは失効し、個人情報は削除されました。このメールアドレスは30日後から新しいアカウントに使えます。',
    },
    timeout: {
      heading: 'このリンクは使えません',
      text: 'リンクの有効期限が切れたか、すでに使われています。アカウントはまだ有効です。マイページから新しいリンクを請求してください。',
    },
    notFound: {
      heading: 'アカウントが見つかりません',
      text: 'このリンクに対応する有効なアカウントはありません。すでに退会済みの可能性があります。',
    },
    toHome: 'トップページへ',
  },
} satisfies Messages['withdrawal'];

export default withdrawal;
