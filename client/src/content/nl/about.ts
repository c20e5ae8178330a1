import type { InfoDocument } from '../info-page-types';

/** The about page in nl (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'Over Three Act',
  lead: 'Three Act is een gratis, open source planner die fictieschrijvers helpt een idee om te zetten in een volledig plot.',
  sections: [
    {
      heading: 'Wat Three Act is',
      paragraphs: [
        'De meeste verhalen die een lezer vasthouden hebben dezelfde vorm: een begin dat een wereld en een probleem neerzet, een midden waarin het moeilijker wordt, en een einde waarin alles op scherp komt. Three Act geeft die vorm een werkplek. Je geeft je verhaal een naam en beantwoordt hulpvragen voor elke akte — de haak, het aanzettende incident, het middelpunt, het donkerste moment, de climax en de rest — en een voortgangsbalk laat zien hoe ver je plot is.',
        'Naast het plot houd je personagekaarten bij: een beschrijving, een link naar een foto als inspiratie, of het personage je hoofdpersoon is, en zoveel notities als je wilt. Zit je vast, dan geeft een willekeurige notitiesuggestie je iets om over na te denken, en wil je een tweede mening, dan kun je in Brainstorm een plotidee delen met andere schrijvers en hun suggesties verzamelen.',
      ],
    },
    {
      heading: 'Voor wie het is',
      paragraphs: [
        'Three Act past bij alle fictie die in drie aktes past: romans en novellen, korte verhalen, scenario’s, toneelstukken, strips, games met een verhaal, fanfictie en feuilletons. Het genre maakt niet uit. Thrillers, romances, fantasy-epossen, literaire fictie en kinderboeken hebben allemaal een opzet, een confrontatie en een ontknoping.',
        'Het werkt of je nu elke beat plant voordat je een woord schrijft, of liever de grote wendingen schetst en de rest al schrijvend ontdekt. Beantwoord zoveel vragen als je helpen en laat de rest leeg.',
      ],
    },
    {
      heading: 'Zo werkt het',
      items: [
        {
          term: 'Plot.',
          text: 'Akte I heeft een titel en 8 hulpvragen, akte II heeft er 16 en akte III 8. Sla zo vaak op als je wilt en lees het afgeronde plot op één pagina.',
        },
        {
          term: 'Personages.',
          text: 'Maak een kaart voor elk personage en voeg notities toe terwijl het verhaal groeit.',
        },
        {
          term: 'Brainstorm.',
          text: 'Zodra je e-mailadres bevestigd is, kun je ideeën plaatsen, reageren, berichten leuk vinden en op de nuttigste reacties stemmen.',
        },
        {
          term: 'Profiel.',
          text: 'Een optioneel openbaar schrijversprofiel toont je genres en afgeronde werken, zodat andere schrijvers je kunnen vinden.',
        },
      ],
    },
    {
      heading: 'Gratis en open source',
      paragraphs: [
        'Three Act is gratis: er is geen betaalde versie, geen reclame en geen tracking. De broncode is open, dus iedereen kan lezen hoe het werkt, verbeteringen voorstellen, bugs melden of een eigen kopie draaien voor een schrijfgroep, een klas of een workshop.',
        'Je plot, je personages en je ideeën blijven van jou. Zie de gebruiksvoorwaarden en het privacybeleid voor de details, en de communityrichtlijnen voor hoe we Brainstorm een vriendelijke plek houden.',
      ],
    },
  ],
};
