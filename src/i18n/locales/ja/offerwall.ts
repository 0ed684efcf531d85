/** The offerwall page and its link (issue 13; src/features/rewards/components/offerwall-page.tsx). */
const offerwall = {
  title: '無料コイン（オファーウォール）',
  link: '無料コイン（オファーウォール）',
  linkHint: 'パートナーのオファーを達成して無料コインをもらいましょう。',
  testBadge: 'テスト',
  testNotice:
    'これはリファレンスAPIのテスト用オファーウォールです。オファーは架空のもので、何も確認しません。本物のオファーウォールでは、ここにそのページが表示され、同じ署名付きコールバックで付与されます。',
  coins: '無料コイン{coins}枚',
  complete: '達成する',
  completed: '達成済み',
  credited: '無料コイン{coins}枚をウォレットに追加しました。',
  already: 'このオファーは達成済みです。付与は1回だけです。',
  loading: 'オファーを読み込み中…',
  failed: 'オファーを読み込めませんでした。',
  none: '現在ご利用いただけるオファーはありません。',
  retry: '再試行',
  expiry: 'オファーウォールのコインは30日間有効な無料コインです。',
  offers: {
    survey: 'アンケートに答える',
    install: 'パートナーアプリをインストールする',
    video: '動画広告を見る',
  },
};

export default offerwall;
