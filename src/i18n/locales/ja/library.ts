import type { Messages } from '../../messages';

const library = {
  title: '本棚',
  tabs: '本棚のメニュー',
  loading: '本棚を読み込み中…',
  failed: '本棚を読み込めませんでした。',
  retry: '再試行',
  toHome: '作品を探す',
  /** The tab of what is kept on this device for offline reading (src/features/offline). */
  deviceTab: 'この端末',
  my: {
    emptyHint: '購入・レンタルした作品はここに表示されます。',
    count: { other: '{count}作品' },
    owned: { other: '購入済み {count}話' },
    rented: { other: 'レンタル中 {count}話' },
    rentedUntil: 'レンタル終了 {date}',
    freetime: { other: '待てば無料で閲覧中 {count}話' },
    kind: {
      POSSESSION: '一部購入',
      ALL_POSSESSION: '全話購入済み',
      RENT: 'レンタル中',
      ALL_RENT: '全話閲覧可',
      PERMANENT: '永久閲覧',
      FREETIME: '待てば無料',
    },
  },
  favorite: {
    count: { other: 'お気に入り {count}作品' },
    remove: '「{title}」をお気に入りから外す',
    removed: '「{title}」をお気に入りから外しました。',
    emptyHint: '作品ページのハートをタップすると、ここに追加されます。',
  },
  recent: {
    episode: '第{number}話',
    justNow: 'たった今',
    percent: '{percent}%',
    progressLabel: '「{title}」第{number}話の進み具合',
    continue: '続きを読む',
    continueLabel: '「{title}」第{number}話の続きを読む',
    emptyHint: '読んだエピソードが、読み終えた位置とともにここに表示されます。',
  },
} satisfies Messages['library'];

export default library;
