import type { Messages } from '../../messages';

const transfer = {
  loading: '載入中…',
  failed: '無法載入。',
  retry: '重試',
  deadline: '{date} {time} 前',
  kind: { COIN: '代幣', BONUS: '贈送代幣', FREE_COIN: '免費代幣', MILEAGE: '點數' },
  note: {
    intro: '德國版服務即將結束。你可以將帳號連同其中的一切轉移到我們的全球版服務，並在那裡繼續閱讀。',
    open: '你可以在 {deadline}轉移帳號。',
    duration: '轉移需要 1 到 2 分鐘。',
    whatMoves: '會一起轉移的內容',
    items: {
      account: '你的帳號，包括電子郵件地址與暱稱',
      coins: '依種類區分的代幣（代幣、贈送代幣、免費代幣與點數），各自保留到期日',
      episodes: '已購買的話數，以及租借期間內的話數',
      favorites: '你的收藏',
    },
    start: '開始轉移',
    ended: '轉移的受理期限為 {deadline}。受理期間已結束，無法再申請轉移。',
    toStatus: '查看轉移狀態',
    loginForStatus: '登入以查看轉移狀態',
  },
  login: {
    intro: '請以你在德國版服務使用的帳號登入。接著你會看到將轉移的所有內容。',
  },
  summary: {
    heading: '將轉移的內容',
    source: '來源：你在這裡的帳號',
    target: '目的地：你在全球版服務的帳號',
    targetNew: '將在全球版服務為你建立新帳號。',
    targetExisting: '所有內容會轉移到你在全球版服務的現有帳號。',
    email: '電子郵件地址',
    nickname: '暱稱',
    balances: '餘額',
    coins: '依到期日區分的代幣',
    coinsKind: '種類',
    coinsAmount: '數量',
    coinsExpiry: '有效期限',
    noExpiry: '無期限',
    noCoins: '沒有代幣',
    library: '話數與收藏',
    owned: { other: '已購買 {count} 話' },
    rented: { other: '租借中 {count} 話' },
    rentalsEndFirst: '最早的租借將於 {date} 結束。',
    favorites: { other: '收藏 {count} 部' },
  },
  confirm: {
    termsLegend: '請閱讀並勾選（必填）',
    terms: {
      final: '我了解轉移無法取消，轉移完成後我在這裡的帳號將會關閉。',
      contents: '我的代幣會保留原本的種類與到期日；租借中的話數會在與這裡相同的時間結束。',
      target: '我同意全球版服務的使用條款與隱私權政策。',
    },
    required: '請勾選所有（必填）項目',
    termsLink: '使用條款',
    privacyLink: '隱私權政策',
    newTab: '在新分頁開啟',
    submit: '申請轉移',
    unconfirmedTarget: {
      heading: '你的 me 帳號尚未驗證',
      text: '全球服務 me 已有使用此電子郵件地址的帳號，但該地址尚未驗證。請先透過驗證郵件中的連結完成驗證，之後所有內容都會轉移到該帳號。',
    },
    uncertain: '無法確認你的申請是否已送達。請再試一次，申請不會被重複執行。',
  },
  status: {
    start: {
      heading: '尚未申請轉移',
      text: '請先確認將轉移的內容，再申請轉移。',
      action: '前往確認頁面',
    },
    request: {
      heading: '正在轉移你的帳號',
      text: '需要 1 到 2 分鐘。你可以讓此頁面保持開啟，頁面會自動更新。',
      progress: '轉移進度',
      requestedAt: '申請時間：{date}',
    },
    finish: {
      heading: '帳號已轉移完成',
      text: '你的帳號已於 {date} 轉移到全球版服務。',
      account: '你在那裡的帳號：{email}',
      moved: '已轉移的內容',
      toMe: '前往全球版繼續閱讀',
    },
    error: {
      heading: '轉移失敗',
      text: '沒有任何內容被轉移，你的帳號與代幣都沒有變動。請再試一次。',
      retry: '再試一次',
    },
  },
  logout: '登出',
  closed: {
    startHeading: '未申請轉移',
    errorText: '沒有任何資料被轉移，你的帳號與代幣維持不變。',
    title: '已無法轉移',
    heading: '轉移的受理期間已結束',
    stillCan:
      '你仍可在全球版繼續閱讀，但這裡的代幣、話數與收藏已無法再轉移。若你在期限前已申請轉移，仍可繼續查看進度。',
  },
  wrong: {
    heading: '無法以這種方式開啟此步驟',
    text: '此步驟未依順序開啟、尚未登入，或是透過不屬於你帳號的連結開啟。',
    toNote: '回到開頭',
  },
} satisfies Messages['transfer'];

export default transfer;
