/** The app messages of spec §8, shown where a native bridge call fails (src/lib/app-bridge.ts, issue 13). */
const app = {
  failure: {
    LANGUAGE_UNAVAILABLE: 'Die Sprache der App konnte nicht gelesen werden.',
    VERSION_UNAVAILABLE: 'Die Version der App konnte nicht gelesen werden.',
    USER_INFO_UNAVAILABLE: 'Deine Kontodaten konnten nicht aus der App gelesen werden.',
    PAYMENT_FAILED: 'Die Zahlung ist fehlgeschlagen. Es wurde nichts abgebucht.',
    NO_PRODUCT: 'Dieses Produkt wurde im Store nicht gefunden.',
    RETRY: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    ALREADY_IN_PAYMENT: 'Ein Produkt wird bereits bezahlt. Bitte warte, bis diese Zahlung abgeschlossen ist.',
    EMAIL_REQUIRED: 'Du benötigst eine E-Mail.',
    UNTRUSTED_CERTIFICATE: 'Dem Sicherheitszertifikat dieser Verbindung wird nicht vertraut. Trotzdem fortfahren?',
    STORAGE_PERMISSION: 'Bitte erlaube in den App-Einstellungen den Zugriff auf den Speicher.',
  },
  paid: 'Zahlung abgeschlossen: Deine Münzen wurden gutgeschrieben.',
};

export default app;
