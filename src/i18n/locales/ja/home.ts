import type { Messages } from '../../messages';
import homeMain from './homeMain';

const home = {
  ...homeMain,
  /** The banners' pause button: it comes with the carousel, after the first load. */
  autoplay: {
    pause: 'バナーの自動再生を停止',
    play: 'バナーの自動再生を開始',
  },
  days: {
    MONDAY: '月',
    TUESDAY: '火',
    WEDNESDAY: '水',
    THURSDAY: '木',
    FRIDAY: '金',
    SATURDAY: '土',
    SUNDAY: '日',
    TEN: '10日ごと',
  },
  dayFilter: '更新曜日',
  today: '（今日）',
  sorts: { POPULAR: '人気順', LATEST: '更新順', FREETIME: '待てば無料' },
  sortFilter: '並び順',
  loading: '作品を読み込み中…',
  loadMore: 'もっと見る',
  loadMoreError: '続きの作品を読み込めませんでした。',
  end: 'このリストの作品はこれですべてです。',
  gate: {
    adultTitle: '18歳以上の方向けです',
    adultGuest: '大人向け作品を見るにはログインしてください。',
    adultUnverified: '大人向け作品は、18歳以上であることを確認した後に表示されます。',
    adultHidden: 'お使いのアカウントでは大人向け作品がオフになっています。マイページでオンにできます。',
    blTitle: 'BL作品はオフになっています',
    blHidden: 'お使いのアカウントではBL作品がオフになっています。マイページでオンにできます。',
    blInApp: 'アプリではBL作品は表示されません。',
    login: 'ログイン',
    confirmAge: '年齢を確認する',
    toMy: 'マイページへ',
  },
} satisfies Messages['home'];

export default home;
