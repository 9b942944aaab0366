/** FAQ questions by category; `en` holds English versions of the first two of each category. */
export interface FaqCategory {
  label: string;
  slug: string;
  questions: string[];
  answers: string[];
  en: [string, string][];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    label: 'Konto & Karte',
    slug: 'konto-karte',
    questions: [
      'Wie eröffne ich ein Girokonto online?',
      'Was kostet die Debitkarte im Jahr?',
      'Wie sperre ich meine Karte bei Verlust?',
      'Kann ich mein Konto überziehen?',
      'Wie ändere ich meine Adresse?',
      'Wie lange dauert eine SEPA-Überweisung?',
      'Was ist ein Kontowechselservice?',
      'Wie erhalte ich einen neuen PIN-Code?',
      'Kann ich mit der Karte im Ausland bezahlen?',
      'Wie kündige ich mein Konto?',
    ],
    answers: [
      'Sie benötigen einen amtlichen Lichtbildausweis und einen Wohnsitz in Österreich.',
      'Die Sperre ist rund um die Uhr über die Sperrhotline +43 1 204 8800 möglich.',
      'Die Konditionen finden Sie im aktuellen Schalteraushang.',
      'Ihre Beraterin oder Ihr Berater erledigt das gerne für Sie in der Filiale.',
    ],
    en: [
      ['How do I open a current account online?', 'Wie eröffne ich ein Girokonto online?'],
      ['How much does the debit card cost per year?', 'Was kostet die Debitkarte im Jahr?'],
    ],
  },
  {
    label: 'Online Banking',
    slug: 'online-banking',
    questions: [
      'Wie aktiviere ich die Banking-App?',
      'Was tun bei einem neuen Smartphone?',
      'Wie richte ich einen Dauerauftrag ein?',
      'Warum wurde meine Freigabe abgelehnt?',
      'Wie erkenne ich Phishing-Nachrichten?',
      'Kann ich Kontoauszüge als PDF herunterladen?',
      'Wie ändere ich mein Überweisungslimit?',
      'Was ist die Zwei-Faktor-Authentifizierung?',
      'Wie erfasse ich eine Echtzeitüberweisung?',
      'Wie melde ich mich vom Online Banking ab?',
    ],
    answers: [
      'Die Aktivierung erfolgt mit dem Aktivierungscode, den Sie per Post erhalten.',
      'Wir fragen Sie niemals per E-Mail oder SMS nach Zugangsdaten.',
      'Alle Schritte finden Sie im Menü Einstellungen der App.',
      'Bei Fragen hilft Ihnen unser Kundenservice von Montag bis Freitag.',
    ],
    en: [
      ['How do I activate the banking app?', 'Wie aktiviere ich die Banking-App?'],
      ['What do I do with a new smartphone?', 'Was tun bei einem neuen Smartphone?'],
    ],
  },
  {
    label: 'Finanzieren',
    slug: 'finanzieren',
    questions: [
      'Welche Unterlagen brauche ich für einen Kredit?',
      'Was ist der Unterschied zwischen Fixzins und variablem Zins?',
      'Kann ich einen Kredit vorzeitig zurückzahlen?',
      'Wie hoch darf meine Kreditrate sein?',
      'Was kostet die Bearbeitung eines Kredits?',
      'Wie lange dauert eine Kreditzusage?',
      'Brauche ich Eigenmittel für einen Wohnkredit?',
      'Was ist der effektive Jahreszinssatz?',
      'Kann ich eine Ratenpause beantragen?',
      'Welche Förderungen gibt es für die Sanierung?',
    ],
    answers: [
      'Wir benötigen Ihre letzten drei Gehaltszettel und einen Ausweis.',
      'Der effektive Jahreszinssatz enthält alle Kosten des Kredits.',
      'Eine vorzeitige Rückzahlung ist jederzeit möglich.',
      'Rechnen Sie Ihre Rate mit unserem Kreditrechner selbst nach.',
    ],
    en: [
      ['Which documents do I need for a loan?', 'Welche Unterlagen brauche ich für einen Kredit?'],
      [
        'What is the difference between fixed and variable interest?',
        'Was ist der Unterschied zwischen Fixzins und variablem Zins?',
      ],
    ],
  },
  {
    label: 'Sparen & Anlegen',
    slug: 'sparen-anlegen',
    questions: [
      'Wie funktioniert ein Fondssparplan?',
      'Ist mein Sparbuch durch die Einlagensicherung geschützt?',
      'Wie hoch ist die Kapitalertragsteuer?',
      'Was ist ein Wertpapierdepot?',
      'Kann ich meinen Sparplan pausieren?',
      'Was bedeutet Risikostreuung?',
      'Wie eröffne ich ein Online-Sparkonto?',
      'Was sind nachhaltige Fonds?',
      'Wie funktioniert Bausparen?',
      'Wann werden Zinsen gutgeschrieben?',
    ],
    answers: [
      'Einlagen sind bis 100.000 Euro pro Person gesetzlich gesichert.',
      'Auf Zinserträge werden 25 % Kapitalertragsteuer einbehalten.',
      'Wertpapiere unterliegen Kursschwankungen, ein Verlust ist möglich.',
      'Ihr Sparplan lässt sich jederzeit anpassen.',
    ],
    en: [
      ['How does a fund savings plan work?', 'Wie funktioniert ein Fondssparplan?'],
      [
        'Is my savings account covered by deposit insurance?',
        'Ist mein Sparbuch durch die Einlagensicherung geschützt?',
      ],
    ],
  },
  {
    label: 'Sicherheit',
    slug: 'sicherheit',
    questions: [
      'Was tun, wenn ich Betrug vermute?',
      'Wie schütze ich meine Zugangsdaten?',
      'Warum ist Kartenzahlung im Internet gesperrt?',
      'Wie funktioniert 3-D Secure?',
      'Was ist ein sicheres Passwort?',
      'Wie erkenne ich gefälschte Anrufe?',
      'Was passiert mit meinen Daten?',
      'Wie aktiviere ich Geoblocking für meine Karte?',
      'Kann ich Lastschriften zurückholen?',
      'Was ist Social Engineering?',
    ],
    answers: [
      'Geben Sie Zugangsdaten niemals am Telefon weiter.',
      'Im Verdachtsfall sperren Sie Ihren Zugang sofort über die Hotline.',
      'Wir verarbeiten Ihre Daten gemäß der Datenschutz-Grundverordnung.',
      'Lastschriften können Sie innerhalb von acht Wochen zurückholen.',
    ],
    en: [
      ['What should I do if I suspect fraud?', 'Was tun, wenn ich Betrug vermute?'],
      ['How do I protect my login details?', 'Wie schütze ich meine Zugangsdaten?'],
    ],
  },
];
