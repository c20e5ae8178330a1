import type { InfoDocument } from '../info-page-types';

/** The guidelines page in de (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Community-Richtlinien',
  lead: 'Der Brainstorm funktioniert, weil Autorinnen und Autoren einander unfertige Ideen anvertrauen. Diese acht Regeln sorgen dafür, dass das so bleibt. Sie gelten für alles, was du auf Three Act veröffentlichst: Beiträge, Kommentare, Profile und fertige Werke.',
  sections: [
    {
      heading: 'Die Regeln',
      ordered: true,
      items: [
        {
          term: 'Sei respektvoll.',
          text: 'Kritisiere die Idee, nie die Person. Sei ehrlich und konkret, unterstelle gute Absichten und denk daran, dass hier alle noch lernen. Widerspruch ist willkommen, Verachtung nicht.',
        },
        {
          term: 'Kein Spam und keine Stimmenmanipulation.',
          text: 'Überflute den Brainstorm nicht mit wiederholten oder themenfremden Beiträgen, und nutze keine Zweitkonten, Tauschgeschäfte oder abgesprochenen Gruppen, um „Gefällt mir“ oder Kommentarstimmen aufzublähen. Beides soll zeigen, was Leute wirklich hilfreich fanden.',
        },
        {
          term: 'Keine Werbung und keine Affiliate-Links im Brainstorm.',
          text: 'Der Brainstorm ist zum Entwickeln von Geschichten da, nicht zum Verkaufen. Bewirb dort keine Bücher, Dienstleistungen oder Kurse und poste keine Affiliate- oder Empfehlungslinks. Deine fertigen Werke gehören in dein öffentliches Profil.',
        },
        {
          term: 'Keine sexuellen Inhalte mit Minderjährigen.',
          text: 'Jeder sexuelle oder sexualisierte Inhalt mit Personen unter 18, in jeder Form, auch als Fiktion, Zeichnung oder Beschreibung, ist verboten. Er wird entfernt, das Konto wird geschlossen, und wir melden ihn den Behörden, wo das Gesetz es verlangt.',
        },
        {
          term: 'Keine Belästigung und kein Doxxing.',
          text: 'Bedrohe, mobbe, stalke oder ziele auf niemanden, weder hier noch anderswo, und teile nie persönliche Informationen über jemanden – einen Klarnamen, den die Person nicht geteilt hat, eine Adresse, einen Arbeitsplatz, eine Telefonnummer oder Fotos – ohne deren Zustimmung.',
        },
        {
          term: 'Keine falsche Identität.',
          text: 'Gib dich nicht als eine andere Person, eine andere Autorin oder ein anderer Autor, Moderator:in oder Mitglied des Three-Act-Teams aus. Pseudonyme sind in Ordnung; sich als eine echte andere Person auszugeben nicht.',
        },
        {
          term: 'Keine vulgären oder expliziten Inhalte in Community-Bereichen.',
          text: 'Geschichten dürfen düster, gewalttätig oder erwachsen sein, und du darfst über solche Themen sprechen, aber halte Beiträge, Kommentare und Profile im Brainstorm frei von drastischen sexuellen Inhalten, auf Schock geschriebener Gewalt, Beleidigungen und grundloser Obszönität. Beschreib, was passiert; füg die explizite Szene nicht ein.',
        },
        {
          term: 'Keine illegalen Inhalte.',
          text: 'Poste nichts, was gegen das Gesetz verstößt, etwa raubkopierte Bücher oder anderes urheberrechtlich geschütztes Material, das du nicht teilen darfst, gestohlene persönliche Daten oder Inhalte, die reale Straftaten bewerben oder organisieren.',
        },
      ],
    },
    {
      heading: 'Melden',
      paragraphs: [
        'Jeder Beitrag und jeder Kommentar hat eine Meldefahne. Wenn etwas gegen diese Regeln verstößt, melde es, statt in den Kommentaren zu streiten. Meldungen sind privat: Die Person, die etwas geschrieben hat, sieht nicht, wer es gemeldet hat. Meldest du denselben Eintrag noch einmal, wird deine Meldung zurückgenommen, falls du dich verklickt hast.',
        'Sobald ein Beitrag oder Kommentar 5 Meldungen hat, wird er sofort vor der Community verborgen: Der Beitrag verschwindet aus der Brainstorm-Liste, und beim Kommentar steht ein Hinweis, dass er auf die Moderation wartet. Er bleibt verborgen, bis die Moderation ihn prüft.',
      ],
    },
    {
      heading: 'Moderation',
      paragraphs: [
        'Die Moderation sieht jeden gemeldeten Beitrag und Kommentar in einer Warteschlange. Sie löscht ihn entweder oder setzt seine Meldungen zurück, wodurch er wieder sichtbar wird. Moderation und Verwaltung können außerdem jeden Beitrag und Kommentar entfernen, der gegen diese Regeln verstößt, ohne auf Meldungen zu warten.',
        'Die meisten Probleme enden damit, dass der Inhalt entfernt wird. Schwere oder wiederholte Verstöße – und jeder Verstoß gegen Regel 4 oder 8 – können dazu führen, dass das Konto geschlossen wird, wie es die Nutzungsbedingungen erklären.',
        'Bitte nutze Meldungen nicht, um Ideen zu begraben, die dir einfach nicht gefallen. Missbrauch von Meldungen ist eine Form der Stimmenmanipulation und fällt unter Regel 2.',
      ],
    },
    {
      heading: 'Fragen',
      paragraphs: [
        'Wenn du eine Entscheidung der Moderation für falsch hältst oder etwas Dringendes melden musst, schreib an {email}.',
      ],
    },
  ],
};
