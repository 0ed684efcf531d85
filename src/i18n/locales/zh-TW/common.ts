import type { Messages } from '../../messages';

const common = {
  appName: 'Webtoon',
  loading: '載入中…',
  retry: '再試一次',
  back: '返回',
  close: '關閉',
  confirm: '確定',
  cancel: '取消',
  yes: '是',
  no: '否',
  save: '儲存',
  next: '下一步',
  done: '完成',
  required: '必填',
  optional: '選填',
  toHome: '回到首頁',
  coins: { other: '{count} 枚代幣' },
} satisfies Messages['common'];

export default common;
