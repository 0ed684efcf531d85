/** The app messages of spec §8, shown where a native bridge call fails (src/lib/app-bridge.ts, issue 13). */
const app = {
  failure: {
    LANGUAGE_UNAVAILABLE: 'アプリの言語を取得できませんでした。',
    VERSION_UNAVAILABLE: 'アプリのバージョンを取得できませんでした。',
    USER_INFO_UNAVAILABLE: 'アプリからアカウント情報を取得できませんでした。',
    PAYMENT_FAILED: '決済に失敗しました。コインは請求されていません。',
    NO_PRODUCT: 'ストアに商品が見つかりませんでした。',
    RETRY: '問題が発生しました。もう一度お試しください。',
    ALREADY_IN_PAYMENT: 'すでに決済中の商品があります。その決済が終わるまでお待ちください。',
    EMAIL_REQUIRED: 'メールアドレスが必要です。',
    UNTRUSTED_CERTIFICATE: 'この接続のセキュリティ証明書は信頼されていません。続行しますか？',
    STORAGE_PERMISSION: 'アプリの設定でストレージへのアクセスを許可してください。',
  },
  paid: '決済が完了しました。コインが追加されました。',
};

export default app;
