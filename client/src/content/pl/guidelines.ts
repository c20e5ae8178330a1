import type { InfoDocument } from '../info-page-types';

/** The guidelines page in pl (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Zasady społeczności',
  lead: 'Brainstorm działa, bo autorzy powierzają sobie nawzajem niedokończone pomysły. Tych osiem zasad sprawia, że tak zostaje. Dotyczą wszystkiego, co publikujesz w Three Act: wpisów, komentarzy, profili i ukończonych utworów.',
  sections: [
    {
      heading: 'Zasady',
      ordered: true,
      items: [
        {
          term: 'Szanuj innych.',
          text: 'Krytykuj pomysł, nigdy osobę. Bądź szczery i konkretny, zakładaj dobrą wolę i pamiętaj, że wszyscy tu wciąż się uczą. Różnica zdań jest mile widziana; pogarda nie.',
        },
        {
          term: 'Bez spamu i manipulowania głosami.',
          text: 'Nie zalewaj Brainstorm powtarzanymi lub nie na temat wpisami i nie używaj dodatkowych kont, wymian ani zorganizowanych grup, by pompować polubienia czy głosy na komentarze. Mają one odzwierciedlać to, co ludzie naprawdę uznali za pomocne.',
        },
        {
          term: 'Bez promocji i linków afiliacyjnych w Brainstorm.',
          text: 'Brainstorm służy do rozwijania historii, nie do ich sprzedawania. Nie reklamuj tam książek, usług ani kursów i nie publikuj linków afiliacyjnych ani polecających. Na ukończone utwory jest miejsce w twoim publicznym profilu.',
        },
        {
          term: 'Żadnych treści seksualnych z udziałem nieletnich.',
          text: 'Wszelkie treści seksualne lub seksualizowane z udziałem osób poniżej 18 lat, w jakiejkolwiek formie, także fikcji, rysunków czy opisów, są zabronione. Usuwamy je, zamykamy konto i zgłaszamy sprawę władzom tam, gdzie wymaga tego prawo.',
        },
        {
          term: 'Bez nękania i doxxingu.',
          text: 'Nie groź, nie zastraszaj, nie śledź i nie atakuj nikogo, ani tu, ani gdzie indziej, i nigdy nie udostępniaj niczyich danych osobowych — prawdziwego imienia i nazwiska, których ktoś nie ujawnił, adresu, miejsca pracy, numeru telefonu czy zdjęć — bez zgody tej osoby.',
        },
        {
          term: 'Bez podszywania się.',
          text: 'Nie udawaj innej osoby, innego autora, moderatora ani członka zespołu Three Act. Pseudonimy są w porządku; podawanie się za prawdziwą osobę nie.',
        },
        {
          term: 'Bez wulgarnych i dosadnych treści w częściach społecznościowych.',
          text: 'Historie mogą być mroczne, brutalne lub dla dorosłych i możesz o takich tematach rozmawiać, ale we wpisach, komentarzach i profilach w Brainstorm nie umieszczaj dosadnych treści seksualnych, przemocy pisanej dla szoku, obelg ani zbędnych wulgaryzmów. Opisz, co się dzieje; nie wklejaj dosadnej sceny.',
        },
        {
          term: 'Bez nielegalnych treści.',
          text: 'Nie publikuj niczego, co łamie prawo, np. pirackich książek lub innych chronionych materiałów, do których nie masz praw, skradzionych danych osobowych albo treści promujących lub organizujących prawdziwe przestępstwa.',
        },
      ],
    },
    {
      heading: 'Zgłaszanie',
      paragraphs: [
        'Każdy wpis i komentarz ma flagę do zgłaszania. Jeśli coś łamie te zasady, zgłoś to zamiast kłócić się w komentarzach. Zgłoszenia są prywatne: autor nie widzi, kto je wysłał. Ponowne zgłoszenie tego samego wycofuje twoje zgłoszenie, gdybyś zrobił to przez pomyłkę.',
        'Gdy wpis lub komentarz zbierze 5 zgłoszeń, od razu znika z widoku społeczności: wpis znika z listy Brainstorm, a przy komentarzu pojawia się informacja, że czeka na moderację. Pozostaje ukryty, dopóki moderator go nie sprawdzi.',
      ],
    },
    {
      heading: 'Moderacja',
      paragraphs: [
        'Moderatorzy widzą każdy zgłoszony wpis i komentarz w kolejce moderacji. Każdy z nich albo usuwają, albo czyszczą jego zgłoszenia, przez co znów staje się widoczny. Moderatorzy i administratorzy mogą też usunąć każdy wpis lub komentarz łamiący te zasady bez czekania na zgłoszenia.',
        'Większość problemów kończy się usunięciem treści. Poważne lub powtarzające się naruszenia — i każde naruszenie zasady 4 lub 8 — mogą skończyć się zamknięciem konta, jak wyjaśnia regulamin.',
        'Nie używaj zgłoszeń, by pogrzebać pomysły, które po prostu ci się nie podobają. Nadużywanie zgłoszeń to forma manipulowania głosami i podlega zasadzie 2.',
      ],
    },
    {
      heading: 'Pytania',
      paragraphs: [
        'Jeśli uważasz, że decyzja moderacji była błędna, albo musisz zgłosić coś pilnego, napisz na {email}.',
      ],
    },
  ],
};
