import type { InfoDocument } from '../info-page-types';

/** The privacy policy in de (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Datenschutzerklärung',
  lead: 'Three Act speichert nur, was es für dein Konto und die Community braucht, verkauft nichts davon, verfolgt dich nicht und löscht alles, wenn du dein Konto löschst.',
  sections: [
    {
      heading: 'Wer wir sind',
      paragraphs: [
        'Diese Erklärung gilt für diese Three-Act-Website. „Wir“ sind hier die Menschen, die sie betreiben, und „du“ ist jede Person, die sie besucht oder ein Konto hat. Three Act ist Open-Source-Software, daher können andere Gruppen eigene Kopien betreiben; jede davon ist für ihre eigenen Daten verantwortlich.',
        'Für alles, was deine Daten betrifft, schreib an {email}.',
      ],
    },
    {
      heading: 'Nicht für Kinder unter 13',
      paragraphs: [
        'Three Act ist nicht für Kinder unter 13 Jahren gedacht, und bei der Registrierung musst du bestätigen, dass du mindestens 13 bist. Wir erheben nicht wissentlich Daten von Kindern unter 13. Wenn du glaubst, dass ein Kind unter 13 ein Konto hat, sag es uns unter {email}, und wir löschen es. Legt das Recht deines Landes ein höheres Alter für die Einwilligung in die Datenverarbeitung fest, brauchst du die Zustimmung eines Elternteils oder Erziehungsberechtigten, um Three Act zu nutzen.',
      ],
    },
    {
      heading: 'Was wir speichern',
      items: [
        {
          term: 'Dein Konto:',
          text: 'dein Name, deine E-Mail-Adresse, ein sicher gehashtes Passwort (das Passwort selbst speichern und sehen wir nie), deine Rolle (Nutzer:in, Moderator:in oder Admin), ob deine E-Mail-Adresse bestätigt ist, wann du dich registriert hast, und dein Profilbild, falls du eines hochlädst. Alle beginnen mit einem automatisch erzeugten Standardbild.',
        },
        {
          term: 'Dein Plot:',
          text: 'der Titel und jede Antwort, die du in Akt I, II und III schreibst.',
        },
        {
          term: 'Deine Figuren:',
          text: 'Namen, Beschreibungen, Foto-Links, die Markierung als Hauptfigur und deine Notizen.',
        },
        {
          term: 'Dein Profil, falls du eines anlegst:',
          text: 'Status, Firma, Website, Ort, Genres, Bio, Social-Media-Links und fertige Werke.',
        },
        {
          term: 'Deine Aktivität in der Community:',
          text: 'die Brainstorm-Beiträge und Kommentare, die du schreibst, und die „Gefällt mir“, Stimmen und Meldungen, die du abgibst.',
        },
        {
          term: 'Sicherheitsdaten:',
          text: 'deine angemeldeten Sitzungen (wann jede begann, wann sie zuletzt genutzt wurde und auf welchem Browser und System sie läuft, gelesen aus dem, was dein Browser mitschickt, damit du deine Geräte in den Einstellungen wiedererkennst), die Links, die wir dir per E-Mail schicken (zum Bestätigen deiner Adresse, zum Zurücksetzen deines Passworts oder zum Ändern deiner Adresse; nur verschlüsselt gespeichert, jeder nur einmal gültig und nach 1 bis 48 Stunden abgelaufen) und für kurze Zeit deine IP-Adresse sowie die Zahl der jüngsten Registrierungs-, Anmelde-, Zurücksetzungs- und Exportversuche, damit wir Leute bremsen können, die Passwörter erraten oder massenhaft Konten anlegen wollen.',
        },
      ],
    },
    {
      heading: 'Wer es sehen kann',
      paragraphs: [
        'Dein Plot und deine Figuren sind privat: Nur du siehst sie, es sei denn, du erstellst für eine Geschichte einen Feedback-Link zum Lesen, mit dem jede Person, die ihn hat, sie lesen kann (ihre Figuren und deren Notizen nur, wenn du sie auswählst), bis du das Teilen beendest. Dein Profil, deine Brainstorm-Beiträge und Kommentare sowie der Name und das Bild, die dabei angezeigt werden, sind öffentlich. Deine E-Mail-Adresse wird anderen Nutzerinnen und Nutzern nie gezeigt.',
        'Moderatorinnen, Moderatoren und Admins können gemeldete Beiträge und Kommentare sehen, um sie zu prüfen. Wir verkaufen, vermieten oder teilen deine Daten mit niemandem und geben sie Behörden nur heraus, wenn das Gesetz uns dazu verpflichtet.',
      ],
    },
    {
      heading: 'Wofür wir sie nutzen',
      paragraphs: [
        'Wir nutzen deine Daten nur, um Three Act bereitzustellen: um dein Konto zu führen und sicher zu halten, deinen Plot, deine Figuren und dein Profil zu speichern, deine Beiträge und Kommentare anzuzeigen, die E-Mails zu senden, die der Dienst braucht (Adresse bestätigen, Passwort zurücksetzen, eine neue Adresse bestätigen und die alte darüber informieren), und um die Community nach den Community-Richtlinien zu schützen. Soweit die DSGVO gilt, ist die Rechtsgrundlage die Erfüllung unserer Vereinbarung mit dir (der Nutzungsbedingungen) und unser berechtigtes Interesse daran, den Dienst sicher und frei von Missbrauch zu halten.',
        'Wir versenden keine Newsletter oder Werbe-E-Mails, zeigen keine Werbung und erstellen keine Profile deines Verhaltens.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Three Act verwendet zwei Cookies, beide nur, solange du angemeldet bist, beide nur an diese Website gesendet, beide nach sieben Tagen abgelaufen und beide beim Abmelden entfernt. Das Sitzungs-Cookie hält dich angemeldet: Es ist als HttpOnly markiert, sodass Skripte auf der Seite es nicht lesen können. Das zweite, „signed_in“, enthält nichts als „1“: Es sagt der App nur, dass sich die Frage lohnt, wer du bist, damit ein Besuch im abgemeldeten Zustand keine Anfrage schickt, die scheitern würde. Beide sind für die Anmeldung unbedingt erforderlich und brauchen daher kein Einwilligungsbanner.',
        'Es gibt keine Analyse-, Tracking- oder Werbe-Cookies, und die Website lädt keine Dienste Dritter: keine Schriften, Skripte, Bilder oder Widgets anderer Unternehmen. Foto-Links, die du deinen eigenen Figuren hinzufügst, werden von der Adresse geladen, die du eingegeben hast.',
      ],
    },
    {
      heading: 'Wo deine Daten liegen',
      paragraphs: [
        'Deine Daten können außerhalb Europas gespeichert und verarbeitet werden, auch in Ländern, deren Datenschutzgesetze sich von denen deines Wohnorts unterscheiden. Wo immer sie liegen, schützen wir sie so, wie diese Erklärung es beschreibt, und wo die DSGVO es verlangt, stützen wir solche Übermittlungen auf geeignete Garantien.',
      ],
    },
    {
      heading: 'Wie lange wir sie aufbewahren',
      paragraphs: [
        'Wir bewahren deine Daten auf, solange du ein Konto hast. Du kannst dein Konto jederzeit selbst in den Einstellungen oder in deiner Übersicht löschen. Das Löschen entfernt alles auf einmal und endgültig: dein Konto, deinen Plot, deine Figuren und Notizen, dein Profil und deine fertigen Werke, dein Profilbild, deine Beiträge und Kommentare sowie deine „Gefällt mir“, Stimmen und Meldungen. Sicherheitsaufzeichnungen wie jüngste Anmeldeversuche verfallen von selbst innerhalb von Stunden.',
        'Eine Kopie bestimmter Inhalte bewahren wir nur dann länger auf, wenn das Gesetz es verlangt, zum Beispiel wenn sie den Behörden gemeldet wurden.',
      ],
    },
    {
      heading: 'Deine Rechte',
      paragraphs: [
        'Du hast das Recht, die Daten zu sehen, die wir über dich speichern, sie zu berichtigen, eine Kopie in einem übertragbaren Format zu erhalten, ihrer Nutzung zu widersprechen oder sie einschränken zu lassen und sie löschen zu lassen. Das meiste davon kannst du jederzeit selbst tun:',
        'Für eine Kopie wähle „Meine Daten herunterladen“ in den Einstellungen: eine ZIP-Datei mit allem, was du erstellt und getan hast (deine Kontodaten ohne dein Passwort, dein Profil und deine Werke, dein Plot mit seinen Figuren und Notizen, deine Beiträge und Kommentare sowie die „Gefällt mir“, Stimmen und Meldungen, die du abgegeben hast) als eine JSON-Datei, jede Geschichte als Markdown-Datei und dein Profilbild, falls du eines hochgeladen hast. Von anderen Menschen enthält sie nur die Namen der Autorinnen und Autoren, deren Threads du kommentiert hast.',
        'Um deine Daten zu ändern, bearbeite deinen Plot, deine Figuren und dein Profil dort, wo du sie geschrieben hast; ändere deinen Namen, deine E-Mail-Adresse und dein Passwort in den Einstellungen (eine neue Adresse gilt erst, wenn du den Link öffnest, den wir an sie schicken, und deine alte Adresse wird über die Änderung informiert). Die Einstellungen listen auch die Geräte auf, die in deinem Konto angemeldet sind, und lassen dich jedes davon abmelden.',
        'Um alles zu löschen, lösche dein Konto in den Einstellungen oder in deiner Übersicht. Für alles andere schreib an {email}, und wir antworten innerhalb eines Monats.',
        'Wenn du meinst, dass wir deine Daten rechtswidrig verarbeiten, hast du außerdem das Recht, dich bei der Datenschutzbehörde deines Wohnorts zu beschweren.',
      ],
    },
    {
      heading: 'Sicherheit',
      paragraphs: [
        'Passwörter werden mit bcrypt gehasht, Sitzungen lassen sich sofort widerrufen, Verbindungen sollten HTTPS nutzen, und die Website ist so gebaut, dass sie gängigen Angriffen standhält. Kein System ist vollkommen sicher, also nutze bitte ein Passwort, das du nirgendwo sonst verwendest. Erfahren wir je von einer Datenpanne, die deine Daten gefährdet, informieren wir dich und die Behörden, wie es das Gesetz verlangt.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wenn wir diese Erklärung ändern, veröffentlichen wir die neue Fassung auf dieser Seite. Betrifft eine Änderung, wie wir Daten nutzen, die du uns bereits gegeben hast, informieren wir dich per E-Mail oder in deiner Übersicht, bevor sie wirksam wird.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Fragen, Anliegen oder Beschwerden zum Datenschutz: {email}.'],
    },
  ],
};
