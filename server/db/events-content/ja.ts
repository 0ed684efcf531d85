import type { EventTexts } from './types';

const ja: EventTexts = {
  checkIn: {
    title: '毎日出席チェック',
    description: '1日1回出席するとコインがもらえます。1日目と7日目にはルーレットチケットも！',
  },
  mission: {
    title: 'ミッション：対象作品を3話読もう',
    description: '期間中に対象作品のエピソードを読むと、1話でボーナス、3話でさらに豪華な報酬がもらえます。',
  },
  coupon: {
    title: 'クーポンプレゼント',
    description: '参加するとクーポンコードがもらえます。クーポンページで登録してください。',
    couponName: 'イベント参加クーポン',
  },
  signUp: {
    title: '会員登録イベント',
    description: '会員登録のメール認証を完了すると、無料コイン10枚をプレゼント。',
  },
  adultOnly: { title: '大人の夜の出席チェック', description: '成人の読者限定の出席イベントです。' },
  minorOnly: { title: '学生応援出席チェック', description: '未成年の読者限定の出席イベントです。' },
  ended: { title: '出席チェック 第1弾', description: '終了したイベントです。ご参加ありがとうございました。' },
};

export default ja;
