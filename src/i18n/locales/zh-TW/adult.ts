import type { Messages } from '../../messages';

const adult = {
  title: '成人內容',
  no: '否',
  failed: '操作失敗，請再試一次。',
  guestLogin: {
    message: '以下內容僅限 {age} 歲以上讀者。請登入以確認年齡。',
    confirm: '登入',
  },
  guestCookie: {
    message: '以下內容僅限成人。您是否已滿 {age} 歲？',
    confirm: '是，我已滿 {age} 歲',
  },
  confirm: {
    message: '以下內容僅限成人。請確認您已滿 {age} 歲。',
    confirm: '是，我已滿 {age} 歲',
  },
  birthday: {
    message: '以下內容僅限成人。請輸入出生日期，以確認您已滿 {age} 歲。',
    legend: '出生日期',
    year: '年',
    month: '月',
    day: '日',
    choose: '請選擇',
    confirm: '確認',
    invalid: '請確認您的出生日期。',
  },
  krAuth: {
    message: '位於韓國的讀者須完成韓國身分驗證，才能觀看成人內容。',
  },
  enable: {
    message: '您已在設定中關閉成人內容。要開啟以閱讀本作品嗎？',
    confirm: '開啟',
  },
  switches: {
    heading: '內容設定',
    adult: '顯示成人內容',
    adultHint: '{age} 歲以上讀者的作品將顯示於列表、搜尋及作品頁面。',
    bl: '顯示 BL 作品',
    blHint: '耽美（BL）作品將顯示於列表、搜尋及作品頁面。',
  },
} satisfies Messages['adult'];

export default adult;
