import type { Messages } from '../../messages';

const krAdult = {
  start: '本人確認をする',
  starting: '本人確認を開いています…',
  title: '韓国の本人確認',
  checking: '本人確認の結果を確認しています…',
  back: '戻る',
  unavailable: '現在、韓国の本人確認はご利用いただけません。しばらくしてから再度お試しください。',
  failed: '本人確認ができませんでした。もう一度お試しください。',
  refusal: {
    FORGED: '本人確認の結果を確認できませんでした。もう一度本人確認をしてください。',
    USED: 'この本人確認の結果はすでに使用されています。もう一度本人確認をしてください。',
    EXPIRED: '本人確認に時間がかかりすぎました。もう一度本人確認をしてください。',
    UNDER_AGE: '成人向けコンテンツは{age}歳以上の方のみご覧いただけます。',
    NOT_KOREAN_IP: '韓国の本人確認は韓国からご利用の方のみ対象です。',
    CANCELLED: '本人確認はキャンセルされました。',
  },
} satisfies Messages['krAdult'];

export default krAdult;
