/** The app messages of spec §8, shown where a native bridge call fails (src/lib/app-bridge.ts, issue 13). */
const app = {
  failure: {
    LANGUAGE_UNAVAILABLE: "The app's language could not be read.",
    VERSION_UNAVAILABLE: "The app's version could not be read.",
    USER_INFO_UNAVAILABLE: 'Your account details could not be read from the app.',
    PAYMENT_FAILED: 'The payment failed. No coins were charged.',
    NO_PRODUCT: 'This product was not found in the store.',
    RETRY: 'Something went wrong. Please try again.',
    ALREADY_IN_PAYMENT: 'A product is already being paid for. Please wait until that payment ends.',
    EMAIL_REQUIRED: 'You need an e-mail address.',
    UNTRUSTED_CERTIFICATE: "This connection's security certificate is not trusted. Continue anyway?",
    STORAGE_PERMISSION: 'Please allow access to storage in the app settings.',
  },
  paid: 'Payment complete: your coins have been added.',
};

export default app;
