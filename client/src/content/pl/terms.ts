import type { InfoDocument } from '../info-page-types';

/** The terms of service in pl (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Regulamin',
  lead: 'W skrócie: Three Act jest darmowy, twoje historie pozostają twoje, przestrzegaj Zasad społeczności, a usługę udostępniamy taką, jaka jest.',
  sections: [
    {
      heading: 'Umowa',
      paragraphs: [
        'Ten regulamin jest umową między tobą a osobami, które prowadzą tę witrynę Three Act („my”). Zakładając konto lub korzystając z witryny, akceptujesz go wraz z Polityką prywatności. Jeśli się nie zgadzasz, nie korzystaj z Three Act.',
      ],
    },
    {
      heading: 'Darmowa usługa',
      paragraphs: [
        'Three Act jest darmowy. Nie ma opłat, płatnych funkcji ani reklam. Oprogramowanie jest open source, a jego licencja dotyczy samego kodu; ten regulamin dotyczy twojego korzystania z tej witryny.',
      ],
    },
    {
      heading: 'Twoje konto',
      paragraphs: [
        'Aby korzystać z Three Act, musisz mieć co najmniej 13 lat. Podaj prawdziwy adres e-mail, zachowaj hasło dla siebie i daj nam znać, jeśli sądzisz, że ktoś inny użył twojego konta. Odpowiadasz za to, co dzieje się na twoim koncie. Jedna osoba, jedno konto: kont nie wolno udostępniać ani sprzedawać.',
      ],
    },
    {
      heading: 'Twoje treści pozostają twoje',
      paragraphs: [
        'Zachowujesz wszelkie prawa do wszystkiego, co piszesz w Three Act: konspektu, postaci, notatek, profilu, wpisów i komentarzy. Nie rościmy sobie żadnych praw własności do twoich historii ani pomysłów.',
        'Twój konspekt i postacie są prywatne, chyba że udostępnisz historię przez link do opinii tylko do odczytu, dzięki któremu każdy, kto go ma, może ją czytać, dopóki nie przestaniesz jej udostępniać. Gdy publikujesz coś w miejscu publicznym — wpis w Brainstorm, komentarz lub swój profil — inni autorzy mogą to przeczytać i się tym zainspirować. Same pomysły nie są chronione prawem autorskim, więc udostępniaj w Brainstorm tylko to, o czym chętnie porozmawiasz otwarcie.',
      ],
    },
    {
      heading: 'Licencja, której nam udzielasz',
      paragraphs: [
        'Abyśmy mogli prowadzić usługę, udzielasz nam światowej, niewyłącznej i nieodpłatnej licencji na przechowywanie, kopiowanie, formatowanie i wyświetlanie twoich treści wyłącznie w celu działania Three Act: zapisywania twojego konspektu, pokazywania twoich publicznych wpisów i profilu innym użytkownikom oraz tworzenia kopii zapasowych. Nie sprzedamy twoich treści, nie użyjemy ich w reklamach ani nie opublikujemy nigdzie indziej. Licencja wygasa, gdy usuniesz treści lub konto, z wyjątkiem kopii, które inni użytkownicy już zacytowali we własnych komentarzach.',
        'Zapewniasz, że masz prawo publikować to, co publikujesz, i że nie narusza to niczyich praw.',
      ],
    },
    {
      heading: 'Obowiązują Zasady społeczności',
      paragraphs: [
        'Wszystko, co publikujesz, musi być zgodne z Zasadami społeczności. Treści, które zbiorą wystarczająco dużo zgłoszeń, są ukrywane, dopóki nie sprawdzi ich moderator, a moderatorzy mogą usuwać treści naruszające zasady lub ten regulamin.',
        'Nie nadużywaj usługi: nie próbuj włamywać się na konta ani do systemów, przeciążać witryny, masowo pobierać jej zawartości, obchodzić limitów i zabezpieczeń ani używać jej do wysyłania spamu.',
      ],
    },
    {
      heading: 'Zamknięcie konta',
      paragraphs: [
        'W każdej chwili możesz przestać korzystać z Three Act i usunąć konto z pulpitu; usuwa to twoje dane w sposób opisany w Polityce prywatności.',
        'Możemy zawiesić lub zamknąć konto, które poważnie lub wielokrotnie narusza ten regulamin lub Zasady społeczności, które zagraża innym użytkownikom lub usłudze, albo gdy wymaga tego od nas prawo. Gdy będzie to rozsądne i bezpieczne, powiemy ci dlaczego i damy ci szansę odpowiedzieć lub najpierw zachować swój konspekt.',
      ],
    },
    {
      heading: 'Brak gwarancji',
      paragraphs: [
        'Three Act jest udostępniany „w stanie, w jakim jest” i „w miarę dostępności”, bez jakichkolwiek gwarancji. Robimy, co w naszej mocy, by działał, a twoja praca była bezpieczna, ale nie możemy obiecać, że zawsze będzie dostępny, wolny od błędów ani że dane nigdy nie zginą. Zachowaj własną kopię wszystkiego, czego nie możesz stracić.',
        'W zakresie dozwolonym przez prawo nie odpowiadamy za szkody pośrednie lub następcze, utraconą pracę ani utracone możliwości wynikające z korzystania z Three Act. Nic w tym regulaminie nie ogranicza odpowiedzialności, której nie można ograniczyć z mocy prawa, i nic nie odbiera ci praw, które przysługują ci jako konsumentowi.',
      ],
    },
    {
      heading: 'Zmiany usługi i tego regulaminu',
      paragraphs: [
        'Three Act zmienia się w miarę rozwoju: możemy dodawać, zmieniać lub usuwać funkcje. Możemy też aktualizować ten regulamin. Każdą nową wersję opublikujemy na tej stronie, a jeśli zmiana jest istotna, powiadomimy cię e-mailem lub na pulpicie, zanim wejdzie w życie. Jeśli potem nadal korzystasz z Three Act, obowiązuje nowy regulamin; jeśli go nie akceptujesz, możesz usunąć konto.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Pytania dotyczące tego regulaminu: {email}.'],
    },
  ],
};
