import type { Messages } from '../../messages';
import homeMain from './homeMain';

const home = {
  ...homeMain,
  /** The banners' pause button: it comes with the carousel, after the first load. */
  autoplay: {
    pause: '停止橫幅自動輪播',
    play: '開始橫幅自動輪播',
  },
  days: {
    MONDAY: '一',
    TUESDAY: '二',
    WEDNESDAY: '三',
    THURSDAY: '四',
    FRIDAY: '五',
    SATURDAY: '六',
    SUNDAY: '日',
    TEN: '每10天',
  },
  dayFilter: '更新日',
  today: '（今天）',
  sorts: { POPULAR: '人氣', LATEST: '最新更新', FREETIME: '等待免費' },
  sortFilter: '排序',
  loading: '正在載入作品…',
  loadMore: '載入更多',
  loadMoreError: '無法載入後續作品。',
  end: '已經是這個清單的最後一部作品了。',
  gate: {
    adultTitle: '限18歲以上讀者',
    adultGuest: '請登入以查看成人作品。',
    adultUnverified: '確認您已滿18歲後，才會顯示成人作品。',
    adultHidden: '您的帳號已關閉成人作品，可在「我的頁面」開啟。',
    blTitle: 'BL作品已關閉',
    blHidden: '您的帳號已關閉BL作品，可在「我的頁面」開啟。',
    blInApp: 'App 中不顯示 BL 作品。',
    login: '登入',
    confirmAge: '確認年齡',
    toMy: '前往「我的頁面」',
  },
} satisfies Messages['home'];

export default home;
