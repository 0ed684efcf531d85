import type { HelpContent } from './types';

/**
 * The German variant: German, times in German time, dates as dd.MM.yyyy. The service is closing and its readers move
 * to the global service, so the notices tell that story and the FAQ explains the transfer (spec §4).
 */
const de: HelpContent = {
  notices: [
    {
      date: '2026-10-01',
      pinned: true,
      title: 'Neue Nutzungsbedingungen und Datenschutzerklärung ab 01.11.2026',
      body: 'Ab dem 01.11.2026 gelten neue Fassungen unserer Nutzungsbedingungen und unserer Datenschutzerklärung. Sie beschreiben unter anderem, welche Daten wir nach einer Kontoübertragung noch wie lange aufbewahren.\nDu kannst beide Dokumente jederzeit hier lesen.',
    },
    {
      date: '2025-07-01',
      pinned: true,
      title: 'Die Kontoübertragung ist beendet',
      body: 'Die Übertragung in unseren globalen Dienst war bis zum 30.06.2025, 23:59 Uhr möglich. Seitdem kann keine Übertragung mehr beantragt werden.\nWer übertragen hat, liest im globalen Dienst mit derselben E-Mail-Adresse weiter. Du kannst dich hier weiterhin anmelden und den Stand deiner Übertragung ansehen.',
    },
    {
      date: '2025-06-23',
      title: 'Noch eine Woche: Übertragung bis 30.06.2025',
      body: 'Bis zum 30.06.2025, 23:59 Uhr kannst du dein Konto mit Coins, Episoden und Favoriten in den globalen Dienst übertragen. Danach ist das nicht mehr möglich.\nDie Übertragung dauert nur 1 bis 2 Minuten.',
    },
    {
      date: '2025-06-02',
      title: 'Wartungsarbeiten am 04.06.2025, 02:00–04:00 Uhr',
      body: 'Am 04.06.2025 von 02:00 bis 04:00 Uhr arbeiten wir an unseren Servern. In dieser Zeit kannst du dich nicht anmelden und keine Übertragung beantragen.\nBereits beantragte Übertragungen werden danach automatisch abgeschlossen.',
    },
    {
      date: '2025-04-01',
      title: 'Ab heute: Kontoübertragung in den globalen Dienst',
      body: 'Ab heute kannst du dein Konto in unseren globalen Dienst übertragen. Mit dir ziehen um: dein Konto mit E-Mail-Adresse und Nickname, deine Coins nach Art mit ihrem Ablaufdatum, deine gekauften Episoden, deine laufenden Ausleihen und deine Favoriten.\nMelde dich dazu auf der Übertragungsseite an, prüfe die Übersicht und beantrage die Übertragung. Sie ist bis zum 30.06.2025, 23:59 Uhr möglich.',
    },
    {
      date: '2025-03-15',
      title: 'Keine neuen Konten und keine Coin-Käufe mehr',
      body: 'Ab dem 15.03.2025 können keine neuen Konten angelegt und keine Coins mehr gekauft werden. Deine vorhandenen Coins, Episoden und Favoriten bleiben erhalten und ziehen mit der Übertragung um.',
    },
    {
      date: '2025-03-01',
      title: 'Unser Dienst in Deutschland wird eingestellt',
      body: 'Wir stellen unseren Dienst in Deutschland ein. Du musst deshalb nichts verlieren: Ab dem 01.04.2025 kannst du dein Konto mit allem, was dazugehört, in unseren globalen Dienst übertragen und dort weiterlesen, auch alle BL-Titel.\nDie Übertragung ist bis zum 30.06.2025, 23:59 Uhr möglich. Wir danken dir für deine Treue.',
    },
    {
      date: '2025-02-10',
      title: 'Neue Serie: Golden Oath',
      body: 'Golden Oath startet heute und erscheint jeden Donnerstag. Die ersten Episoden sind kostenlos, und du kannst sie mit „Warten auf Gratis“ lesen.',
    },
    {
      date: '2025-01-20',
      title: 'Valentins-Aktion: Bonus-Coins zu jedem Paket',
      body: 'Vom 01.02. bis 14.02.2025 gibt es zu jedem Coin-Paket doppelt so viele Bonus-Coins. Bonus-Coins aus Paketen verfallen 90 Tage nach dem Kauf.',
    },
    {
      date: '2024-12-02',
      title: 'Neue Preise für Coin-Pakete',
      body: 'Ab dem 02.12.2024 gelten neue Preise für unsere Coin-Pakete. Coins, die du schon hast, behalten ihren Wert, und die Preise der Episoden in Coins ändern sich nicht.',
    },
    {
      date: '2024-11-15',
      title: 'Wartungsarbeiten abgeschlossen',
      body: 'Die Wartungsarbeiten vom 15.11.2024 sind abgeschlossen. Alle Funktionen stehen wieder zur Verfügung.',
    },
    {
      date: '2024-10-01',
      title: 'Vorsicht vor gefälschten E-Mails',
      body: 'Wir fragen nie per E-Mail, SMS oder Chat nach deinem Passwort. Unsere E-Mails kommen nur von unserer eigenen Adresse und verlinken nur auf unsere eigene Seite.\nWenn du so eine Nachricht bekommst, öffne keine Links und ändere dein Passwort, falls du es irgendwo eingegeben hast.',
    },
  ],
  faqs: [
    {
      category: 'TRANSFER',
      question: 'Was passiert mit dem Dienst in Deutschland?',
      answer:
        'Unser Dienst in Deutschland wird eingestellt. Hier können keine Coins mehr gekauft und keine Episoden mehr gelesen werden.\nDu konntest dein Konto mit allem, was dazugehört, in unseren globalen Dienst übertragen und liest dort weiter, auch alle BL-Titel.',
    },
    {
      category: 'TRANSFER',
      question: 'Bis wann kann ich mein Konto übertragen?',
      answer:
        'Bis zum 30.06.2025, 23:59 Uhr (deutsche Zeit). Danach kann keine Übertragung mehr beantragt werden. Eine vor dieser Frist beantragte Übertragung wird noch abgeschlossen.',
    },
    {
      category: 'TRANSFER',
      question: 'Was wird übertragen?',
      answer:
        'Dein Konto mit E-Mail-Adresse und Nickname.\nDeine Coins nach Art (Coins, Bonus-Coins, Gratis-Coins und Punkte), jeweils mit ihrem Ablaufdatum. Bereits abgelaufene Coins werden nicht übertragen.\nDeine gekauften Episoden, deine laufenden Ausleihen bis zu ihrem Ende, deine Favoriten und Geschenke, die noch in deiner Geschenkbox warten.',
    },
    {
      category: 'TRANSFER',
      question: 'Wie beantrage ich die Übertragung?',
      answer:
        'Öffne die Übertragungsseite und melde dich mit deinem Konto aus Deutschland an. Du siehst dann genau, was übertragen wird.\nKreuze die Bedingungen an und beantrage die Übertragung. Solange die Frist läuft, ist das jederzeit möglich.',
    },
    {
      category: 'TRANSFER',
      question: 'Wie lange dauert die Übertragung?',
      answer:
        '1 bis 2 Minuten. Du kannst die Seite offen lassen: Sie zeigt den Fortschritt und aktualisiert sich von selbst. Den Stand siehst du auch später, wenn du dich wieder anmeldest.',
    },
    {
      category: 'TRANSFER',
      question: 'Ich habe schon ein Konto im globalen Dienst. Was passiert damit?',
      answer:
        'Hat dein Konto im globalen Dienst dieselbe E-Mail-Adresse, kommt alles in dieses bestehende Konto. Bereits vorhandene Episoden und Favoriten werden nicht doppelt angelegt.\nIst die Adresse dort noch nicht bestätigt, bestätige sie zuerst über den Link in der Bestätigungs-E-Mail. Sonst wird ein neues Konto im globalen Dienst für dich angelegt.',
    },
    {
      category: 'TRANSFER',
      question: 'Wie melde ich mich nach der Übertragung an?',
      answer:
        'Im globalen Dienst mit derselben E-Mail-Adresse und demselben Passwort wie hier, oder mit Google oder Apple, wenn du dich so angemeldet hast. Ging die Übertragung in ein bestehendes Konto, meldest du dich so an wie bisher dort.',
    },
    {
      category: 'TRANSFER',
      question: 'Kann ich eine Übertragung rückgängig machen?',
      answer:
        'Nein. Nach der Übertragung ist dein Konto hier geschlossen: Du kannst dich noch anmelden und den Stand ansehen, aber nichts mehr kaufen, ausleihen oder einlösen.',
    },
    {
      category: 'TRANSFER',
      question: 'Die Übertragung ist fehlgeschlagen. Was nun?',
      answer:
        'Bei einem Fehler wird nichts übertragen: Dein Konto und deine Coins bleiben unverändert. Beantrage die Übertragung einfach noch einmal, solange die Frist läuft. Ein Antrag wird nie doppelt ausgeführt.',
    },
    {
      category: 'TRANSFER',
      question: 'Ich habe die Frist verpasst. Was passiert mit meinem Konto?',
      answer:
        'Seit dem 30.06.2025, 23:59 Uhr kann keine Übertragung mehr beantragt werden. Dein Konto hier bleibt bestehen und du kannst dich weiterhin anmelden, aber Lesen und Kaufen sind in Deutschland nicht mehr möglich.',
    },
    {
      category: 'COIN',
      question: 'Behalten meine Coins ihr Ablaufdatum?',
      answer:
        'Ja. Jede Coin-Art wird mit ihrem Ablaufdatum übertragen: Coins aus Käufen verfallen nie, Bonus-Coins und Gratis-Coins verfallen am selben Tag wie hier. Im globalen Dienst werden zuerst Bonus- und Gratis-Coins ausgegeben, die bald ablaufenden zuerst.',
    },
    {
      category: 'COIN',
      question: 'Kann ich hier noch Coins kaufen?',
      answer:
        'Nein. Coins kaufst du nach der Übertragung im Coin-Shop des globalen Dienstes. Dort kannst du einen Kauf innerhalb von 7 Tagen zurückgeben, solange du von diesem Kauf noch keine Coins ausgegeben hast.',
    },
    {
      category: 'ACCOUNT',
      question: 'Wie melde ich mich hier an?',
      answer:
        'Mit deiner E-Mail-Adresse und deinem Passwort, oder mit Google oder Apple, wenn du dein Konto so angelegt hast. Neue Konten können hier nicht mehr angelegt werden.',
    },
    {
      category: 'ACCOUNT',
      question: 'Wie lange ist ein Link zum Zurücksetzen des Passworts gültig?',
      answer:
        'Eine Stunde. Forderst du einen neuen Link an, gilt nur noch der neue. Konten, die sich mit Google oder Apple anmelden, haben bei uns kein Passwort: Ändere es dort.',
    },
    {
      category: 'OTHER',
      question: 'Wo finde ich die Nutzungsbedingungen und die Datenschutzerklärung?',
      answer:
        'Beide Dokumente kannst du jederzeit auf dieser Seite lesen. Ab dem 01.11.2026 gelten neue Fassungen; sie beschreiben auch, welche Daten wir nach einer Übertragung wie lange aufbewahren.',
    },
  ],
};

export default de;
