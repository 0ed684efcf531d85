/** The offerwall page and its link (issue 13; src/features/rewards/components/offerwall-page.tsx). */
const offerwall = {
  title: 'Gratis-Münzen (Offerwall)',
  link: 'Gratis-Münzen (Offerwall)',
  linkHint: 'Erfülle Angebote unserer Partner und erhalte Gratis-Münzen.',
  testBadge: 'TEST',
  testNotice:
    'Das ist die Test-Offerwall der Referenz-API: Die Angebote sind erfunden und nichts wird geprüft. Eine echte Offerwall zeigt hier ihre Seite und zahlt über denselben signierten Callback.',
  coins: '{coins} Gratis-Münzen',
  complete: 'Erledigen',
  completed: 'Erledigt',
  credited: '{coins} Gratis-Münzen wurden deinem Guthaben gutgeschrieben.',
  already: 'Dieses Angebot hast du schon erledigt: Es zahlt nur einmal.',
  loading: 'Angebote werden geladen …',
  failed: 'Die Angebote konnten nicht geladen werden.',
  none: 'Gerade gibt es keine Angebote.',
  retry: 'Erneut versuchen',
  expiry: 'Offerwall-Münzen sind Gratis-Münzen, 30 Tage gültig.',
  offers: {
    survey: 'Eine kurze Umfrage beantworten',
    install: 'Eine Partner-App installieren',
    video: 'Ein Werbevideo ansehen',
  },
};

export default offerwall;
