import type { InfoDocument } from '../info-page-types';

/** The terms of service in de (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Nutzungsbedingungen',
  lead: 'Die Kurzfassung: Three Act ist kostenlos, deine Geschichten bleiben deine, halte dich an die Community-Richtlinien, und wir stellen den Dienst so bereit, wie er ist.',
  sections: [
    {
      heading: 'Vereinbarung',
      paragraphs: [
        'Diese Bedingungen sind eine Vereinbarung zwischen dir und den Menschen, die diese Three-Act-Website betreiben („wir“). Indem du ein Konto anlegst oder die Website nutzt, akzeptierst du sie und die Datenschutzerklärung. Wenn du nicht einverstanden bist, nutze Three Act bitte nicht.',
      ],
    },
    {
      heading: 'Ein kostenloser Dienst',
      paragraphs: [
        'Three Act ist kostenlos. Es gibt keine Gebühren, keine kostenpflichtigen Funktionen und keine Werbung. Die Software ist Open Source, und ihre Lizenz regelt den Code selbst; diese Bedingungen regeln deine Nutzung dieser Website.',
      ],
    },
    {
      heading: 'Dein Konto',
      paragraphs: [
        'Du musst mindestens 13 Jahre alt sein, um Three Act zu nutzen. Gib eine echte E-Mail-Adresse an, behalte dein Passwort für dich und sag uns Bescheid, wenn du glaubst, dass jemand anderes dein Konto benutzt hat. Du bist für das verantwortlich, was unter deinem Konto geschieht. Eine Person, ein Konto: Konten dürfen nicht geteilt oder verkauft werden.',
      ],
    },
    {
      heading: 'Deine Inhalte bleiben deine',
      paragraphs: [
        'Du behältst alle Rechte an allem, was du auf Three Act schreibst: deinem Plot, deinen Figuren, Notizen, deinem Profil, deinen Beiträgen und Kommentaren. Wir beanspruchen kein Eigentum an deinen Geschichten oder Ideen.',
        'Dein Plot und deine Figuren sind privat, es sei denn, du teilst eine Geschichte über einen Feedback-Link zum Lesen, mit dem jede Person, die ihn hat, sie lesen kann, bis du das Teilen beendest. Wenn du etwas in einem öffentlichen Bereich veröffentlichst – einen Brainstorm-Beitrag, einen Kommentar oder dein Profil –, können andere Autorinnen und Autoren es lesen und sich davon inspirieren lassen. Ideen als solche sind nicht urheberrechtlich geschützt, teile im Brainstorm also nur, worüber du gern offen sprichst.',
      ],
    },
    {
      heading: 'Die Lizenz, die du uns gibst',
      paragraphs: [
        'Damit wir den Dienst betreiben können, gibst du uns eine weltweite, nicht ausschließliche, unentgeltliche Lizenz, deine Inhalte zu speichern, zu kopieren, zu formatieren und anzuzeigen, und zwar nur zum Betrieb von Three Act: um deinen Plot zu speichern, deine öffentlichen Beiträge und dein Profil anderen Nutzerinnen und Nutzern zu zeigen und Sicherungskopien anzulegen. Wir verkaufen deine Inhalte nicht, nutzen sie nicht für Werbung und veröffentlichen sie nirgendwo sonst. Die Lizenz endet, wenn du die Inhalte oder dein Konto löschst, außer für Kopien, die andere bereits in ihren eigenen Kommentaren zitiert haben.',
        'Du versicherst, dass du das Recht hast, zu veröffentlichen, was du veröffentlichst, und dass es keine Rechte anderer verletzt.',
      ],
    },
    {
      heading: 'Es gelten die Community-Richtlinien',
      paragraphs: [
        'Alles, was du veröffentlichst, muss den Community-Richtlinien folgen. Inhalte, die genug Meldungen sammeln, werden ausgeblendet, bis eine Moderatorin oder ein Moderator sie prüft, und Moderatorinnen und Moderatoren dürfen Inhalte löschen, die gegen die Richtlinien oder diese Bedingungen verstoßen.',
        'Missbrauche den Dienst nicht: Versuche nicht, in Konten oder Systeme einzudringen, die Website zu überlasten, sie massenhaft auszulesen, Grenzen und Schutzmaßnahmen zu umgehen oder sie zum Versenden von Spam zu nutzen.',
      ],
    },
    {
      heading: 'Dein Konto beenden',
      paragraphs: [
        'Du kannst jederzeit aufhören, Three Act zu nutzen, und dein Konto in deiner Übersicht löschen; damit werden deine Daten gelöscht, wie es die Datenschutzerklärung beschreibt.',
        'Wir können ein Konto sperren oder schließen, das ernsthaft oder wiederholt gegen diese Bedingungen oder die Community-Richtlinien verstößt, das andere Nutzerinnen und Nutzer oder den Dienst gefährdet oder wenn das Gesetz es von uns verlangt. Wo es zumutbar und sicher ist, sagen wir dir den Grund und geben dir Gelegenheit, dich zu äußern oder zuerst deinen Plot zu sichern.',
      ],
    },
    {
      heading: 'Keine Gewährleistung',
      paragraphs: [
        'Three Act wird „wie besehen“ und „wie verfügbar“ bereitgestellt, ohne Gewährleistung jeglicher Art. Wir tun unser Bestes, damit es läuft und deine Arbeit sicher ist, können aber nicht versprechen, dass es immer verfügbar und fehlerfrei ist oder dass nie Daten verloren gehen. Bewahre eine eigene Kopie von allem auf, dessen Verlust du dir nicht leisten kannst.',
        'Soweit das Gesetz es erlaubt, haften wir nicht für indirekte Schäden oder Folgeschäden, verlorene Arbeit oder entgangene Gelegenheiten aus deiner Nutzung von Three Act. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, und nichts nimmt dir Rechte, die du als Verbraucherin oder Verbraucher hast.',
      ],
    },
    {
      heading: 'Änderungen am Dienst und an diesen Bedingungen',
      paragraphs: [
        'Three Act verändert sich, während es wächst: Wir können Funktionen hinzufügen, ändern oder entfernen. Wir können auch diese Bedingungen aktualisieren. Jede neue Fassung veröffentlichen wir auf dieser Seite, und ist eine Änderung wesentlich, informieren wir dich per E-Mail oder in deiner Übersicht, bevor sie wirksam wird. Nutzt du Three Act danach weiter, gelten die neuen Bedingungen; akzeptierst du sie nicht, kannst du dein Konto löschen.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Fragen zu diesen Bedingungen: {email}.'],
    },
  ],
};
