/** The offerwall page and its link (issue 13; src/features/rewards/components/offerwall-page.tsx). */
const offerwall = {
  title: '免費代幣（任務牆）',
  link: '免費代幣（任務牆）',
  linkHint: '完成合作夥伴的任務即可獲得免費代幣。',
  testBadge: '測試',
  testNotice:
    '這是參考 API 的測試任務牆：任務是虛構的，不會檢查任何內容。真正的任務牆會在此顯示其頁面，並透過相同的簽章回呼發放。',
  coins: '免費代幣 {coins} 枚',
  complete: '完成',
  completed: '已完成',
  credited: '已將免費代幣 {coins} 枚加入您的錢包。',
  already: '您已完成此任務，僅發放一次。',
  loading: '正在載入任務…',
  failed: '無法載入任務。',
  none: '目前沒有可用的任務。',
  retry: '重試',
  expiry: '任務牆代幣為 30 天內有效的免費代幣。',
  offers: {
    survey: '填寫簡短問卷',
    install: '安裝合作夥伴的 App',
    video: '觀看影片廣告',
  },
};

export default offerwall;
