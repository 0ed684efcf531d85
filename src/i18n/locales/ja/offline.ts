import type { Messages } from '../../messages';

const offline = {
  keep: {
    action: 'オフライン保存',
    label: '第{number}話をオフライン用に保存',
    busy: '保存中…',
    kept: '端末に保存済み',
    keptLabel: '第{number}話は端末に保存済みです：削除する',
    removed: '第{number}話を端末から削除しました。',
    done: '第{number}話を端末に保存しました。オフラインでも読めます。',
  },
  keepAll: {
    action: '購入済みの話をすべてオフライン保存',
    busy: '保存中…（{done}/{total}）',
    done: { other: '{count}話を端末に保存しました。' },
    none: 'この作品の購入済みの話はすべて端末に保存済みです。',
  },
  errors: {
    OFFLINE: 'オフラインです。保存するにはインターネットに接続してください。',
    NO_SPACE:
      '端末の空き容量がありません。保存済みの話を削除してから、もう一度お試しください（途中までの保存は残りません）。',
    NOT_KEEPABLE: 'オフライン保存できるのは、購入またはレンタルした話だけです。',
    FAILED: '保存できませんでした。何も保存されていません。もう一度お試しください。',
  },
  ahead: {
    label: 'Wi-Fi接続時に次の話を自動でオフライン保存',
    off: 'オフ',
    count: { other: '購入済みの次の{count}話' },
    hint: 'Wi-Fiで作品を読んでいるとき、読んでいる話の次から購入済みの話を自動で端末に保存します。モバイル回線では保存しません。',
    unknownConnection:
      'このブラウザではWi-Fi接続かどうかが分からないため、自動保存は行いません。作品ページから手動で保存してください。',
    stopped: '前回の自動保存は途中で止まりました：{reason}',
  },
  device: {
    heading: 'この端末',
    loading: '端末に保存した話を読み込み中…',
    empty: 'まだ何も保存していません。作品ページで、購入またはレンタルした話の「オフライン保存」を選んでください。',
    guest: 'ログインすると、購入した話をオフライン用に保存できます。',
    used: '使用中：{size}',
    left: '空き：{size}',
    titleSize: { other: '{count}話・{size}' },
    episode: '第{number}話 {name}',
    size: '{size}',
    rentalEnds: 'レンタル終了 {date}',
    open: '読む',
    openLabel: '「{title}」第{number}話を読む',
    removeEpisode: '削除',
    removeEpisodeLabel: '「{title}」第{number}話を端末から削除',
    removeTitle: '作品ごと削除',
    removeTitleLabel: '「{title}」の保存した話をすべて端末から削除',
  },
  viewer: {
    ended: 'レンタル期間が終了したため、保存した話を端末から削除しました。',
    notKept: 'オフラインです。この話は端末に保存されていません。',
  },
} satisfies Messages['offline'];

export default offline;
