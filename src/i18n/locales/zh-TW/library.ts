import type { Messages } from '../../messages';

const library = {
  title: '書櫃',
  tabs: '書櫃分類',
  loading: '正在載入你的書櫃…',
  failed: '無法載入你的書櫃。',
  retry: '再試一次',
  toHome: '去找作品來看',
  /** The tab of what is kept on this device for offline reading (src/features/offline). */
  deviceTab: '此裝置',
  my: {
    emptyHint: '你購買或租借的作品會保存在這裡。',
    count: { other: '{count} 部作品' },
    owned: { other: '已購買 {count} 話' },
    rented: { other: '租借中 {count} 話' },
    rentedUntil: '租借至 {date}',
    freetime: { other: '以等待免費券閱讀中 {count} 話' },
    kind: {
      POSSESSION: '部分購買',
      ALL_POSSESSION: '全話已購買',
      RENT: '租借中',
      ALL_RENT: '全話可閱讀',
      PERMANENT: '永久閱讀',
      FREETIME: '等待免費',
    },
  },
  favorite: {
    count: { other: '已收藏 {count} 部作品' },
    remove: '將「{title}」移出收藏',
    removed: '已將「{title}」移出收藏。',
    emptyHint: '在作品頁點一下愛心，就會收藏在這裡。',
  },
  recent: {
    episode: '第 {number} 話',
    justNow: '剛剛',
    percent: '{percent}%',
    progressLabel: '「{title}」第 {number} 話的閱讀進度',
    continue: '繼續閱讀',
    continueLabel: '繼續閱讀「{title}」第 {number} 話',
    emptyHint: '你讀過的章節會顯示在這裡，並記住你停下的位置。',
  },
} satisfies Messages['library'];

export default library;
