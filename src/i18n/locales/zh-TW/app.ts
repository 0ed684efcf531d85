/** The app messages of spec §8, shown where a native bridge call fails (src/lib/app-bridge.ts, issue 13). */
const app = {
  failure: {
    LANGUAGE_UNAVAILABLE: '無法讀取 App 的語言。',
    VERSION_UNAVAILABLE: '無法讀取 App 的版本。',
    USER_INFO_UNAVAILABLE: '無法從 App 讀取您的帳號資訊。',
    PAYMENT_FAILED: '付款失敗，未扣除任何代幣。',
    NO_PRODUCT: '在商店中找不到此商品。',
    RETRY: '發生錯誤，請再試一次。',
    ALREADY_IN_PAYMENT: '已有商品正在付款中，請等待該筆付款完成。',
    EMAIL_REQUIRED: '您需要電子郵件地址。',
    UNTRUSTED_CERTIFICATE: '此連線的安全憑證不受信任，仍要繼續嗎？',
    STORAGE_PERMISSION: '請在 App 設定中允許存取儲存空間。',
  },
  paid: '付款完成，代幣已加入。',
};

export default app;
