import type { InfoDocument } from '../info-page-types';

/** The about page in pl (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'O Three Act',
  lead: 'Three Act to darmowy planer o otwartym kodzie, który pomaga autorom prozy zmienić pomysł w pełny konspekt historii.',
  sections: [
    {
      heading: 'Czym jest Three Act',
      paragraphs: [
        'Większość historii, które trzymają czytelnika, ma podobny kształt: początek, który przedstawia świat i problem, środek, w którym robi się coraz trudniej, i koniec, w którym wszystko dochodzi do punktu kulminacyjnego. Three Act daje temu kształtowi warsztat. Nadajesz historii nazwę i odpowiadasz na pytania pomocnicze do każdego aktu — haczyk, zdarzenie inicjujące, punkt środkowy, najciemniejszy moment, kulminację i resztę — a pasek postępu pokazuje, jak blisko końca jest konspekt.',
        'Obok konspektu prowadzisz karty postaci: opis, link do zdjęcia dla inspiracji, informację, czy to protagonista, i tyle notatek, ile chcesz. Gdy utkniesz, losowa podpowiedź notatki da ci coś do przemyślenia, a gdy potrzebujesz drugiej opinii, w Brainstorm możesz podzielić się pomysłem na fabułę z innymi autorami i zebrać ich sugestie.',
      ],
    },
    {
      heading: 'Dla kogo',
      paragraphs: [
        'Three Act pasuje do każdej fikcji, która mieści się w trzech aktach: powieści i mikropowieści, opowiadań, scenariuszy filmowych, sztuk teatralnych, komiksów, gier z historią, fanfików i powieści w odcinkach. Gatunek nie ma znaczenia. Thrillery, romanse, epickie fantasy, literatura piękna i książki dla dzieci mają ekspozycję, konfrontację i rozwiązanie.',
        'Sprawdza się zarówno wtedy, gdy planujesz każdy beat przed napisaniem słowa, jak i wtedy, gdy wolisz naszkicować główne zwroty akcji, a resztę odkryć podczas pisania. Odpowiedz na tyle pytań, ile ci pomaga, a resztę zostaw pustą.',
      ],
    },
    {
      heading: 'Jak to działa',
      items: [
        {
          term: 'Konspekt.',
          text: 'Akt I ma tytuł i 8 pytań pomocniczych, akt II ma 16, a akt III 8. Zapisuj, kiedy chcesz, i czytaj gotowy konspekt na jednej stronie.',
        },
        {
          term: 'Postacie.',
          text: 'Utwórz kartę dla każdej postaci i dodawaj notatki w miarę rozwoju historii.',
        },
        {
          term: 'Brainstorm.',
          text: 'Po weryfikacji adresu e-mail możesz publikować pomysły, komentować, polubiać wpisy i głosować na najbardziej pomocne komentarze.',
        },
        {
          term: 'Profil.',
          text: 'Opcjonalny publiczny profil autora pokazuje twoje gatunki i ukończone utwory, żeby inni autorzy mogli cię znaleźć.',
        },
      ],
    },
    {
      heading: 'Darmowy i otwartoźródłowy',
      paragraphs: [
        'Three Act jest darmowy: nie ma płatnej wersji, reklam ani śledzenia. Kod źródłowy jest otwarty, więc każdy może sprawdzić, jak działa, zaproponować ulepszenia, zgłosić błędy albo uruchomić własną kopię dla grupy pisarskiej, zajęć lub warsztatów.',
        'Twój konspekt, postacie i pomysły pozostają twoje. Szczegóły znajdziesz w regulaminie i polityce prywatności, a w zasadach społeczności — jak dbamy o to, by Brainstorm był przyjaznym miejscem.',
      ],
    },
  ],
};
