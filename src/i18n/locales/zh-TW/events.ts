import type { Messages } from '../../messages';

const events = {
  loading: '載入中…',
  failed: '無法載入活動。',
  retry: '重試',
  empty: '目前沒有活動。',
  phase: { RUNNING: '進行中', UPCOMING: '即將開始', ENDED: '已結束' },
  period: '{start} ～ {end}',
  audience: { EVERYONE: '所有人', ADULT_ONLY: '限成人', MINOR_ONLY: '限未成年', LOGGED_IN: '限會員' },
  rewardKind: {
    COIN: { other: '代幣' },
    BONUS: { other: '紅利代幣' },
    FREE_COIN: { other: '免費代幣' },
    MILEAGE: { other: '點數' },
    ROULETTE_TICKET: { other: '輪盤券' },
  },
  reward: '{kind} {amount}',
  rewards: '獎勵：{rewards}',
  list: { running: '進行中的活動', ended: '已結束的活動' },
  detail: {
    notFound: '此活動不存在。',
    toList: '所有活動',
    guest: '請登入以參加此活動。',
    login: '登入',
    ended: '此活動已結束。',
    upcoming: '此活動尚未開始。',
  },
  checkIn: {
    heading: '簽到卡',
    day: '第 {day} 天',
    done: '已簽到',
    today: '今天已經簽到了，明天再來吧！',
    button: '簽到',
  },
  mission: {
    heading: '任務',
    progress: '已讀 {read} / {requirement} 話',
    step: { other: '閱讀 {count} 話' },
    titles: '活動作品',
    claim: '領取',
    claimLabel: { other: '領取閱讀 {count} 話的獎勵' },
    left: { other: '還差 {count} 話' },
    done: '已領取',
  },
  coupon: {
    heading: '你的優惠券',
    claim: '領取優惠券',
    code: '你的優惠碼：{code}',
    register: '前往優惠券頁面登錄',
  },
  signUp: {
    body: '完成註冊時寄出的信箱驗證，即可獲得獎勵。',
    confirmed: '註冊信箱已驗證，獎勵已發放。',
    link: '驗證或重新寄送郵件',
  },
  claimed: '已領取：{rewards}',
} satisfies Messages['events'];

export default events;
