import type { Messages } from '../../messages';

const adult = {
  title: '成人向けコンテンツ',
  no: 'いいえ',
  failed: 'うまくいきませんでした。もう一度お試しください。',
  guestLogin: {
    message: 'この先は{age}歳以上の方向けの内容です。ログインして年齢をご確認ください。',
    confirm: 'ログイン',
  },
  guestCookie: {
    message: 'この先は成人向けの内容です。あなたは{age}歳以上ですか？',
    confirm: 'はい、{age}歳以上です',
  },
  confirm: {
    message: 'この先は成人向けの内容です。{age}歳以上であることを確認してください。',
    confirm: 'はい、{age}歳以上です',
  },
  birthday: {
    message: 'この先は成人向けの内容です。{age}歳以上であることを確認するため、生年月日を入力してください。',
    legend: '生年月日',
    year: '年',
    month: '月',
    day: '日',
    choose: '選択',
    confirm: '確認',
    invalid: '生年月日をご確認ください。',
  },
  krAuth: {
    message: '韓国からご利用の方は、成人向けコンテンツの閲覧に韓国の本人確認が必要です。',
  },
  enable: {
    message: '設定で成人向けコンテンツがオフになっています。オンにしてこの作品を読みますか？',
    confirm: 'オンにする',
  },
  switches: {
    heading: 'コンテンツ設定',
    adult: '成人向けコンテンツを表示',
    adultHint: '{age}歳以上向けの作品を一覧、検索、作品ページに表示します。',
    bl: 'BL作品を表示',
    blHint: 'ボーイズラブ作品を一覧、検索、作品ページに表示します。',
  },
} satisfies Messages['adult'];

export default adult;
