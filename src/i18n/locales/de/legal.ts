import type { Messages } from '../../messages';

const legal = {
  contents: 'Inhalt',
  version: 'Version {version}',
  effective: 'gültig seit {date}',
  askUs: 'Fragen? Schreib uns über die 1:1-Anfrage',
  toPrivacy: 'Datenschutzerklärung',
  toTerms: 'Nutzungsbedingungen',
  terms: {
    title: 'Nutzungsbedingungen',
    intro:
      'Diese Bedingungen regeln die Nutzung unseres Webtoon-Lesedienstes im Web. Bitte lies sie vor der Registrierung: Mit dem Anlegen eines Kontos stimmst du ihnen und unserer Datenschutzerklärung zu.',
    sections: {
      scope: {
        heading: 'Der Dienst',
        body: 'Bei uns kannst du Serien entdecken, Episoden in unserem Viewer lesen und Episoden mit Coins freischalten. Manche Episoden sind kostenlos, manche kannst du leihen oder kaufen, manche durch Warten freischalten.\n\nDen Dienst gibt es in mehreren regionalen Ausgaben (Japan, Thailand, Taiwan, die globale Ausgabe und die deutsche Ausgabe). Jede Ausgabe hat eigene Konten, Preise, Währung und Regeln zur Altersprüfung; diese Bedingungen gelten für jede von ihnen.',
      },
      accounts: {
        heading: 'Konten und Anmeldung',
        body: 'Du kannst dich mit deiner E-Mail-Adresse und einem Passwort registrieren oder mit einem Anmeldedienst, den deine Ausgabe anbietet (Google, Facebook, X (Twitter) oder Apple). Ein Konto gehört zu der Ausgabe, in der es angelegt wurde, und kann in keiner anderen genutzt werden.\n\n- Halte dein Passwort geheim. Es muss 8 bis 20 Zeichen haben, mit mindestens zwei Arten aus Großbuchstaben, Kleinbuchstaben, Ziffern und Sonderzeichen.\n- Nach 5 fehlgeschlagenen Anmeldeversuchen innerhalb einer Stunde sperren wir die Anmeldung für den Rest dieser Stunde.\n- Gehört die E-Mail-Adresse deines Anmeldedienstes schon zu einem anderen Konto, verknüpfen wir die beiden nicht automatisch.\n- Eine Person, ein Konto: Konten dürfen nicht verkauft, geteilt oder weitergegeben werden.',
      },
      coins: {
        heading: 'Coins und Punkte',
        body: 'Mit Coins schaltest du Episoden frei. Sie haben keinen Geldwert, können nicht in Geld getauscht und nicht an andere Leser*innen geschickt werden. Es gibt vier Arten:\n\n- Coins: im Shop gekauft. Sie verfallen nicht.\n- Bonus-Coins: gibt es zu manchen Coin-Paketen; sie verfallen 90 Tage nach dem Kauf. Bonus-Coins aus einem Punktetausch verfallen nach 30 Tagen.\n- Gratis-Coins: aus Events, Gutscheinen und Belohnungen (zum Beispiel 10 Gratis-Coins für die Bestätigung deiner Registrierungs-E-Mail, 30 Tage gültig).\n- Punkte: sammelst du bei Events. Ab 3.000 Punkten kannst du sie in Bonus-Coins tauschen, 10 Bonus-Coins je 200 Punkte. Mit Punkten selbst schaltest du keine Episoden frei.\n\nBeim Bezahlen werden zuerst Bonus- und Gratis-Coins verbraucht, dann Coins; innerhalb jeder Art zuerst die, die am frühesten verfallen. Verfallene Coins sind verloren. Deine Verläufe zeigen jede Bewegung (Aufladungen 90 Tage, Verbrauch 90 Tage, Punkte 180 Tage).',
      },
      episodes: {
        heading: 'Kaufen, Leihen und Warte-bis-gratis',
        body: '- Eine gekaufte Episode kannst du lesen, solange dein Konto besteht.\n- Eine geliehene Episode kannst du für die Leihdauer lesen, die vor dem Bezahlen angezeigt wird; danach ist sie wieder gesperrt.\n- Warte-bis-gratis: Bei Titeln, die es anbieten, bekommst du ein Ticket pro Titel. Ein Ticket schaltet eine Episode für 72 Stunden frei; das nächste Ticket kommt nach der Wartezeit, die beim Titel steht. Die neuesten Episoden eines Titels sind ausgenommen.\n- Kostenlose Episoden und Gratis-Tickets kannst du ohne Coins lesen.\n- Ist im Viewer das automatische Weiterlesen eingeschaltet, wird am Ende einer Episode die nächste automatisch freigeschaltet: mit einem Ticket, wenn du eins hast, sonst durch Leihen oder Kaufen mit Coins. Du siehst vorher, was ausgegeben wird, und kannst es jederzeit ausschalten.\n\nDie Preise werden vor jedem Kauf angezeigt. Titel nur für Erwachsene können nur Leser*innen freischalten, die die Altersprüfung bestanden haben.',
      },
      refunds: {
        heading: 'Erstattungen',
        body: 'Du kannst einen Coin-Kauf innerhalb von 7 Tagen stornieren, wenn noch keiner der Coins dieses Kaufs ausgegeben wurde. Die Zahlung wird dann auf das verwendete Zahlungsmittel erstattet, und die Coins und Bonus-Coins dieses Kaufs werden entfernt. Nach 7 Tagen oder sobald Coins des Kaufs ausgegeben wurden, ist keine Erstattung mehr möglich, außer wenn das Gesetz dir ein Recht darauf gibt.\n\nFreigeschaltete Episoden werden nicht erstattet. Kann eine Episode wegen eines Fehlers auf unserer Seite nicht gelesen werden, melde dich über die 1:1-Anfrage, und wir bringen es in Ordnung.',
      },
      gifts: {
        heading: 'Geschenke und Gutscheine',
        body: '- Geschenke von uns (Coins, Tickets) warten in deiner Geschenkbox, bis du sie annimmst; ein Geschenk, das nicht rechtzeitig angenommen wird, verfällt.\n- Du kannst anderen Leser*innen deiner Ausgabe Episoden schenken. Du bezahlst sie; die Empfänger*innen besitzen oder leihen sie ab dem Moment der Annahme.\n- Gutscheincodes kannst du einmal pro Konto einlösen. Manche Gutscheine setzen einen Mindestbetrag gekaufter Coins voraus, und jeder Gutschein hat ein Enddatum. Gegen das Raten von Codes erlauben wir höchstens 10 falsche Codes pro Stunde.',
      },
      community: {
        heading: 'Kommentare und Community-Regeln',
        body: 'Angemeldete Leser*innen können Episoden kommentieren, auf Kommentare antworten und mit Gefällt mir oder Gefällt mir nicht reagieren. Ein Kommentar hat höchstens 500 Zeichen und darf nicht leer sein. Sei freundlich: Folgendes ist nicht erlaubt.\n\n- Beleidigungen, Belästigung, Drohungen und Hassrede\n- Sexuelle Inhalte mit Minderjährigen sowie sexuelle oder gewalttätige Inhalte außerhalb von Titeln für Erwachsene\n- Personenbezogene Daten anderer sowie Werbung, Spam oder Links zu anderen Seiten\n- Spoiler, die anderen die Geschichte verderben sollen, und Inhalte, die Urheberrechte verletzen\n- Alles Rechtswidrige\n\nKommentare mit verbotenen Wörtern lehnen wir ab, und wir begrenzen, wie oft du posten kannst. Du kannst einen Kommentar melden; sobald 3 verschiedene Leser*innen ihn gemeldet haben, wird er bis zu unserer Prüfung ausgeblendet. Eigene Kommentare kannst du löschen (Antworten darauf bleiben), und du kannst Leser*innen blockieren, sodass du ihre Kommentare und Antworten nicht mehr siehst; aufheben kannst du das in deiner Blockierliste unter „Mein Bereich“. Inhalte, die gegen diese Regeln verstoßen, können wir entfernen und Konten bei wiederholten Verstößen sperren.',
      },
      adult: {
        heading: 'Inhalte für Erwachsene und Altersprüfung',
        body: 'Manche Titel sind nur für Erwachsene, also für Leser*innen ab 18 Jahren. Um sie zu lesen, musst du angemeldet sein und dein Alter bestätigen.\n\n- In der thailändischen und der taiwanischen Ausgabe gibst du dein Geburtsdatum an; du musst mindestens 18 sein.\n- In der globalen Ausgabe bestätigen Leser*innen in Korea ihr Alter zusätzlich mit einer koreanischen Identitätsprüfung.\n- In der japanischen Ausgabe können nicht angemeldete Besucher*innen ihr Alter für den Browser bestätigen; diese Bestätigung gilt einen Tag.\n\nManche Events sind nur für Erwachsene, andere nur für Minderjährige. Bist du minderjährig, brauchst du vor dem Kauf von Coins die Zustimmung deiner Eltern oder Erziehungsberechtigten.',
      },
      withdrawal: {
        heading: 'Konto schließen',
        body: 'Du kannst dein Konto unter „Mein Bereich“ schließen. Nenne uns den Grund, dann schicken wir dir einen Bestätigungslink per E-Mail; er ist 24 Stunden gültig. Dein Konto bleibt aktiv, bis du es mit diesem Link bestätigst.\n\nMit der Schließung verfallen deine restlichen Coins, Bonus-Coins, Gratis-Coins und Punkte, und du kannst freigeschaltete Episoden nicht mehr lesen. Mit derselben E-Mail-Adresse oder demselben Anmeldekonto kannst du dich 30 Tage lang nicht neu registrieren.',
      },
      transfer: {
        heading: 'Kontoübertragung für Leser*innen der deutschen Ausgabe',
        body: 'Die deutsche Ausgabe wird eingestellt. Ihre Leser*innen können ihr Konto bis zum 30.06.2025, 23:59 Uhr (Berliner Zeit) in die globale Ausgabe übertragen. Die Übertragung dauert 1 bis 2 Minuten und kann nicht rückgängig gemacht werden.\n\n- Was umzieht: dein Konto mit E-Mail-Adresse und Spitzname, deine Coins jeder Art mit ihrem Ablaufdatum, deine gekauften Episoden, deine geliehenen Episoden bis zum Ende der Leihe und deine Favoriten.\n- Gibt es in der globalen Ausgabe schon ein Konto mit deiner E-Mail-Adresse, zieht alles dorthin um; diese Adresse muss vorher bestätigt sein.\n- Nach der Übertragung kannst du mit deinem deutschen Konto nichts mehr kaufen oder ausgeben, und es gelten die Nutzungsbedingungen und die Datenschutzerklärung der globalen Ausgabe.\n\nNach Fristende kann keine Übertragung mehr beantragt werden.',
      },
      changes: {
        heading: 'Änderungen dieser Bedingungen',
        body: 'Wir können diese Bedingungen ändern, etwa wenn wir Funktionen hinzufügen oder sich das Recht ändert. Änderungen kündigen wir mindestens 14 Tage vor ihrem Inkrafttreten in den Neuigkeiten an; Version und Datum oben auf dieser Seite ändern sich mit. Wir speichern, welcher Version du zugestimmt hast. Ändert sich etwas Wesentliches an deinen Rechten oder Pflichten, bitten wir dich erneut um Zustimmung; stimmst du nicht zu, kannst du dein Konto vor dem Inkrafttreten schließen.',
      },
      contact: {
        heading: 'Kontakt',
        body: 'Bei Fragen zu diesen Bedingungen, deinem Konto, Coins oder einer Erstattung schreib uns über die 1:1-Anfrage (Hilfe unter „Mein Bereich“). Wir antworten in der Sprache deiner Ausgabe.',
      },
    },
  },
  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Hier erfährst du, welche personenbezogenen Daten unser Webtoon-Lesedienst erhebt, wozu, wie lange wir sie speichern und welche Rechte du hast.',
    sections: {
      controller: {
        heading: 'Wer verantwortlich ist',
        body: 'Verantwortlich für deine Daten ist in jeder Ausgabe (Japan, Thailand, Taiwan, global, Deutschland) der Betreiber des Dienstes. Jede Ausgabe führt eigene Konten; Daten einer Ausgabe werden in keiner anderen genutzt, außer bei der Kontoübertragung deutscher Leser*innen, die du selbst beantragst.',
      },
      collected: {
        heading: 'Was wir erheben',
        body: '- Konto: deine E-Mail-Adresse, ein Passwort (nur als Hash gespeichert) und dein Spitzname; bei einem Anmeldedienst dessen Konto-ID und E-Mail-Adresse.\n- Freiwillig eine Mobilnummer, wenn du sie bei der Registrierung angibst, damit du dein Konto per SMS wiederherstellen kannst.\n- Dein Geburtsdatum, wo die Altersprüfung es verlangt (thailändische und taiwanische Ausgabe), und das Ergebnis der koreanischen Identitätsprüfung in der globalen Ausgabe (nicht die Dokumente).\n- Käufe und Coins: Zahlungen, Aufladungen und Verbrauch von Coins, Punkte, Erstattungen, Geschenke und Gutscheine.\n- Lesen: freigeschaltete Episoden, Lesefortschritt, Favoriten und zuletzt gelesene Titel.\n- Community und Hilfe: deine Kommentare, Reaktionen, Meldungen und Blockierungen sowie deine 1:1-Anfragen mit ihren Bildern.\n- Einstellungen: E-Mail- und Benachrichtigungswahl, Schalter für Erwachsenen- und BL-Inhalte sowie die Version der Bedingungen, der du zugestimmt hast, und wann.\n- Sicherheit: deine IP-Adresse und eine zufällige Browser-ID mit dem Zeitpunkt von Anmeldungen und Anfragen.',
      },
      purposes: {
        heading: 'Wozu wir sie nutzen',
        body: '- Um dein Konto zu führen und dich lesen zu lassen, was du freigeschaltet hast (der Vertrag mit dir).\n- Um Zahlungen, Erstattungen und Coins korrekt abzuwickeln und die gesetzlich vorgeschriebenen Aufzeichnungen zu führen.\n- Um das Alter zu prüfen, wo Inhalte für Erwachsene oder Events es verlangen.\n- Um Konten und den Dienst zu schützen: Begrenzungen für Anmeldeversuche, Codes und Beiträge sowie das Erkennen von Missbrauch nutzen deine IP-Adresse und Browser-ID.\n- Um die nötigen E-Mails zu senden (Registrierungsbestätigung, Passwort zurücksetzen, Konto schließen) und nur mit deiner Zustimmung Neuigkeiten und Angebote; diese Zustimmung kannst du in den Einstellungen jederzeit widerrufen.\n- Um dir Benachrichtigungen zu Geschenken, endenden Leihen und neuen Episoden zu zeigen, wie in deinen Benachrichtigungseinstellungen gewählt.\n- Um Lesevorgänge und Kampagnen (Marketingcodes) anonym zu zählen, damit wir wissen, welche Titel und Kampagnen gefallen.',
      },
      cookies: {
        heading: 'Cookies und Speicher im Browser',
        body: 'Wir verwenden nur Cookies, die der Dienst braucht; Werbe-Cookies Dritter gibt es nicht.\n\n- Anmeldesitzung (Auth.js-Sitzung und Sicherheitstoken): hält dich angemeldet.\n- Tokens (Zugriff und Erneuerung): erneuerte Tokens, 1 Stunde gespeichert.\n- Anmeldeprüfung: markiert eine Anmeldung, die diese Seite gestartet hat, 10 Minuten gespeichert.\n- Registrierungsmarker (Anmeldung abgeschlossen, neues Konto): 1 Stunde gespeichert.\n- Marketingcode: die Kampagne, über die du gekommen bist, 2 Stunden gespeichert.\n- Browser-ID: eine zufällige ID für Sicherheit und Begrenzungen, 1 Tag gespeichert.\n- Altersbestätigung (japanische Ausgabe, nicht angemeldet): 1 Tag gespeichert.\n\nDeine Leseeinstellungen (Viewer-Modus, automatisches Weiterlesen) liegen im Speicher deines Browsers; Cache leeren in den Einstellungen entfernt sie.',
      },
      retention: {
        heading: 'Wie lange wir sie speichern',
        body: '- Kontodaten: solange dein Konto besteht. Schließt du es, löschen wir Spitzname, Passwort, Geburtsdatum, Einwilligungen, Favoriten, Lesefortschritt und Tickets sofort; E-Mail-Adresse und IDs der Anmeldedienste behalten wir für die 30-tägige Registrierungssperre und löschen sie danach.\n- Zahlungs- und Coin-Aufzeichnungen: so lange, wie Steuer- und Handelsrecht es verlangen, auch nach der Schließung des Kontos.\n- Benachrichtigungen: 30 Tage.\n- Links zum Zurücksetzen des Passworts und SMS-Codes: 1 Stunde; der Link zum Schließen des Kontos: 24 Stunden.\n- Sicherheitsbegrenzungen: das Zählfenster der jeweiligen Begrenzung (höchstens 1 Stunde).\n- Kommentare: bis du sie löschst oder dein Konto schließt; ausgeblendete Kommentare bis zum Ende ihrer Prüfung.',
      },
      processors: {
        heading: 'Wer Daten für uns verarbeitet',
        body: 'Wir geben Daten nur an Dienstleister weiter, die vertraglich für uns arbeiten, und nur so weit, wie ihre Aufgabe es erfordert:\n\n- Zahlungsanbieter: wickelt Zahlungen und Erstattungen ab; deine vollständigen Kartendaten sehen wir nie.\n- E-Mail-Versand: verschickt unsere E-Mails.\n- SMS-Anbieter: schickt Bestätigungscodes an deine Mobilnummer.\n- Anmeldedienste (Google, Facebook, X, Apple): nur wenn du dich mit ihnen anmeldest.\n- Anbieter der koreanischen Identitätsprüfung: nur für Leser*innen in Korea, die ihr Alter bestätigen.\n- Hosting: betreibt unsere Server und speichert die Daten.\n\nWir verkaufen keine personenbezogenen Daten.',
      },
      transfer: {
        heading: 'Die Kontoübertragung für deutsche Leser*innen',
        body: 'Beantragst du die Übertragung aus der deutschen Ausgabe, übertragen wir deine Kontodaten (E-Mail-Adresse, Spitzname), deine Coins mit ihren Ablaufdaten, deine gekauften und geliehenen Episoden und deine Favoriten in die globale Ausgabe. Ohne deinen Antrag übertragen wir nichts. Nach der Übertragung gilt für diese Daten die Datenschutzerklärung der globalen Ausgabe.',
      },
      rights: {
        heading: 'Deine Rechte',
        body: 'Nach der DSGVO hast du das Recht,\n\n- Auskunft über die Daten zu erhalten, die wir über dich speichern,\n- falsche Daten berichtigen zu lassen (Spitzname und Einstellungen kannst du selbst ändern),\n- deine Daten löschen zu lassen (Konto unter „Mein Bereich“ schließen),\n- die Verarbeitung einschränken zu lassen, ihr zu widersprechen und deine Daten in einem übertragbaren Format zu erhalten,\n- eine Einwilligung jederzeit zu widerrufen (zum Beispiel die E-Mail-Zustimmung in den Einstellungen),\n- dich bei einer Datenschutzaufsichtsbehörde zu beschweren.',
      },
      contact: {
        heading: 'Kontakt und Änderungen',
        body: 'Fragen zu deinen Daten stellst du uns über die 1:1-Anfrage (Hilfe unter „Mein Bereich“). Wir ändern diese Erklärung, wenn sich unser Dienst oder das Recht ändert; Version und Datum oben zeigen, welche Fassung gilt, und wesentliche Änderungen kündigen wir in den Neuigkeiten an.',
      },
    },
  },
} satisfies Messages['legal'];

export default legal;
