import type { InfoDocument } from '../info-page-types';

/** The about page in de (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'Über Three Act',
  lead: 'Three Act ist ein kostenloser, quelloffener Planer, mit dem Autorinnen und Autoren aus einer Idee einen vollständigen Plot machen.',
  sections: [
    {
      heading: 'Was Three Act ist',
      paragraphs: [
        'Die meisten Geschichten, die Leserinnen und Leser fesseln, haben dieselbe Form: einen Anfang, der eine Welt und ein Problem aufbaut, eine Mitte, in der es schwieriger wird, und ein Ende, an dem alles auf die Spitze getrieben wird. Three Act gibt dieser Form einen Arbeitsplatz. Du gibst deiner Geschichte einen Namen und beantwortest Leitfragen zu jedem Akt – Haken, auslösendes Ereignis, Mittelpunkt, dunkelster Moment, Höhepunkt und den Rest –, und ein Fortschrittsbalken zeigt, wie weit dein Plot ist.',
        'Neben dem Plot führst du Figurenkarten: eine Beschreibung, einen Link zu einem Foto als Inspiration, ob die Figur deine Hauptfigur ist, und so viele Notizen, wie du willst. Wenn du feststeckst, gibt dir ein zufälliger Notizvorschlag etwas zum Nachdenken, und wenn du eine zweite Meinung möchtest, kannst du im Brainstorm eine Handlungsidee mit anderen teilen und ihre Vorschläge sammeln.',
      ],
    },
    {
      heading: 'Für wen es ist',
      paragraphs: [
        'Three Act passt zu jeder Fiktion, die in drei Akte passt: Romane und Novellen, Kurzgeschichten, Drehbücher, Theaterstücke, Comics, Spiele mit einer Geschichte, Fanfiction und Fortsetzungsgeschichten. Das Genre spielt keine Rolle. Thriller, Liebesromane, Fantasy-Epen, Literatur und Kinderbücher haben alle eine Exposition, eine Konfrontation und eine Auflösung.',
        'Es funktioniert, ob du jeden Beat planst, bevor du ein Wort schreibst, oder lieber die großen Wendungen skizzierst und den Rest beim Schreiben entdeckst. Beantworte so viele Fragen, wie dir helfen, und lass die anderen leer.',
      ],
    },
    {
      heading: 'So funktioniert es',
      items: [
        {
          term: 'Plot.',
          text: 'Akt I hat einen Titel und 8 Leitfragen, Akt II hat 16 und Akt III hat 8. Speichere, so oft du willst, und lies den fertigen Plot auf einer Seite.',
        },
        {
          term: 'Figuren.',
          text: 'Leg für jede Figur eine Karte an und ergänze Notizen, während die Geschichte wächst.',
        },
        {
          term: 'Brainstorm.',
          text: 'Sobald deine E-Mail-Adresse bestätigt ist, kannst du Ideen posten, kommentieren, Beiträgen ein „Gefällt mir“ geben und für die hilfreichsten Kommentare stimmen.',
        },
        {
          term: 'Profil.',
          text: 'Ein freiwilliges öffentliches Profil zeigt deine Genres und fertigen Werke, damit andere dich finden.',
        },
      ],
    },
    {
      heading: 'Kostenlos und quelloffen',
      paragraphs: [
        'Three Act ist kostenlos: Es gibt keine Bezahlversion, keine Werbung und kein Tracking. Der Quellcode ist offen, sodass alle nachlesen können, wie es funktioniert, Verbesserungen vorschlagen, Fehler melden oder eine eigene Kopie für eine Schreibgruppe, einen Kurs oder eine Werkstatt betreiben können.',
        'Dein Plot, deine Figuren und deine Ideen bleiben deine. Die Einzelheiten stehen in den Nutzungsbedingungen und der Datenschutzerklärung, und in den Community-Richtlinien steht, wie wir den Brainstorm freundlich halten.',
      ],
    },
  ],
};
