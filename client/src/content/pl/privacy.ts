import type { InfoDocument } from '../info-page-types';

/** The privacy policy in pl (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Polityka prywatności',
  lead: 'Three Act przechowuje tylko to, czego potrzebuje do obsługi twojego konta i społeczności, nigdy tego nie sprzedaje, nigdy cię nie śledzi i usuwa wszystko, gdy usuniesz konto.',
  sections: [
    {
      heading: 'Kim jesteśmy',
      paragraphs: [
        'Ta polityka dotyczy tej witryny Three Act. „My” to tutaj osoby, które ją prowadzą, a „ty” to każdy, kto ją odwiedza lub ma w niej konto. Three Act jest oprogramowaniem open source, więc inne grupy mogą prowadzić własne kopie; każda z nich odpowiada za własne dane.',
        'We wszystkich sprawach dotyczących twoich danych napisz na {email}.',
      ],
    },
    {
      heading: 'Nie dla dzieci poniżej 13 lat',
      paragraphs: [
        'Three Act nie jest przeznaczony dla dzieci poniżej 13 lat, a przy rejestracji musisz potwierdzić, że masz co najmniej 13 lat. Nie zbieramy świadomie danych dzieci poniżej 13 lat. Jeśli sądzisz, że dziecko poniżej 13 lat ma konto, daj nam znać na {email}, a je usuniemy. Jeśli prawo twojego kraju ustala wyższy wiek zgody na przetwarzanie danych, do korzystania z Three Act potrzebujesz zgody rodzica lub opiekuna.',
      ],
    },
    {
      heading: 'Co przechowujemy',
      items: [
        {
          term: 'Twoje konto:',
          text: 'twoje imię lub nazwę, adres e-mail, bezpiecznie zahaszowane hasło (samego hasła nigdy nie przechowujemy ani nie widzimy), twoją rolę (użytkownik, moderator lub administrator), informację, czy adres e-mail jest potwierdzony, datę rejestracji i zdjęcie profilowe, jeśli je prześlesz. Każdy zaczyna z wygenerowanym obrazkiem domyślnym.',
        },
        {
          term: 'Twój konspekt:',
          text: 'tytuł i każdą odpowiedź, którą piszesz w aktach I, II i III.',
        },
        {
          term: 'Twoje postacie:',
          text: 'imiona, opisy, linki do zdjęć, oznaczenie protagonisty i twoje notatki.',
        },
        {
          term: 'Twój profil, jeśli go utworzysz:',
          text: 'status, firmę, stronę internetową, miejsce, gatunki, bio, linki do mediów społecznościowych i ukończone utwory.',
        },
        {
          term: 'Twoja aktywność w społeczności:',
          text: 'wpisy i komentarze, które piszesz w Brainstorm, oraz polubienia, głosy i zgłoszenia, które dajesz.',
        },
        {
          term: 'Dane bezpieczeństwa:',
          text: 'twoje zalogowane sesje (kiedy każda się zaczęła, kiedy była ostatnio używana oraz w jakiej przeglądarce i systemie działa, odczytane z tego, co wysyła twoja przeglądarka, abyś mógł rozpoznać swoje urządzenia w Ustawieniach), linki, które wysyłamy ci e-mailem (do potwierdzenia adresu, zresetowania hasła lub zmiany adresu; przechowywane tylko w postaci zaszyfrowanej, każdy ważny jeden raz i wygasający w ciągu od 1 do 48 godzin) oraz, przez krótki czas, twój adres IP i liczbę ostatnich prób rejestracji, logowania, resetowania hasła i eksportu, abyśmy mogli spowolnić osoby próbujące zgadywać hasła lub masowo zakładać konta.',
        },
      ],
    },
    {
      heading: 'Kto może to zobaczyć',
      paragraphs: [
        'Twój konspekt i twoje postacie są prywatne: widzisz je tylko ty, chyba że utworzysz dla historii link do opinii tylko do odczytu, dzięki któremu każdy, kto go ma, może ją czytać (jej postacie i ich notatki tylko wtedy, gdy je wybierzesz), dopóki nie przestaniesz jej udostępniać. Twój profil, twoje wpisy i komentarze w Brainstorm oraz wyświetlane przy nich imię i obrazek są publiczne. Twój adres e-mail nigdy nie jest pokazywany innym użytkownikom.',
        'Moderatorzy i administratorzy widzą zgłoszone wpisy i komentarze, aby móc je sprawdzić. Nie sprzedajemy, nie wynajmujemy ani nie udostępniamy twoich danych nikomu, a władzom przekazujemy je tylko wtedy, gdy zobowiązuje nas do tego prawo.',
      ],
    },
    {
      heading: 'Do czego ich używamy',
      paragraphs: [
        'Używamy twoich danych wyłącznie do świadczenia Three Act: do obsługi twojego konta i dbania o jego bezpieczeństwo, zapisywania twojego konspektu, postaci i profilu, wyświetlania twoich wpisów i komentarzy, wysyłania e-maili potrzebnych do działania usługi (potwierdzenie adresu, reset hasła, potwierdzenie nowego adresu i powiadomienie starego) oraz do dbania o bezpieczeństwo społeczności zgodnie z Zasadami społeczności. Tam, gdzie ma zastosowanie RODO, podstawą prawną jest wykonanie naszej umowy z tobą (Regulaminu) oraz nasz prawnie uzasadniony interes w utrzymaniu usługi bezpiecznej i wolnej od nadużyć.',
        'Nie wysyłamy newsletterów ani e-maili marketingowych, nie wyświetlamy reklam i nie tworzymy profili twoich zachowań.',
      ],
    },
    {
      heading: 'Pliki cookie',
      paragraphs: [
        'Three Act używa dwóch plików cookie, obu tylko wtedy, gdy jesteś zalogowany, obu wysyłanych tylko do tej witryny, obu wygasających po siedmiu dniach i obu usuwanych, gdy się wylogujesz. Cookie sesji utrzymuje cię zalogowanym: ma oznaczenie HttpOnly, więc skrypty na stronie nie mogą go odczytać. Drugie, „signed_in”, zawiera tylko „1”: mówi jedynie aplikacji, że warto zapytać, kim jesteś, aby wizyta bez zalogowania nie wysyłała żądania, które by się nie powiodło. Oba są niezbędne do logowania, więc nie wymagają baneru zgody.',
        'Nie ma żadnych plików cookie analitycznych, śledzących ani reklamowych, a witryna nie ładuje usług stron trzecich: żadnych czcionek, skryptów, obrazów ani widżetów innych firm. Linki do zdjęć, które dodajesz do własnych postaci, są ładowane z adresu, który wpisałeś.',
      ],
    },
    {
      heading: 'Gdzie są przechowywane twoje dane',
      paragraphs: [
        'Twoje dane mogą być przechowywane i przetwarzane poza Europą, także w krajach, których przepisy o ochronie danych różnią się od tych, które obowiązują tam, gdzie mieszkasz. Gdziekolwiek są przechowywane, chronimy je tak, jak opisuje ta polityka, a tam, gdzie wymaga tego RODO, opieramy takie przekazania na odpowiednich zabezpieczeniach.',
      ],
    },
    {
      heading: 'Jak długo je przechowujemy',
      paragraphs: [
        'Przechowujemy twoje dane tak długo, jak masz konto. W każdej chwili możesz sam usunąć konto w Ustawieniach lub na pulpicie. Usunięcie kasuje wszystko naraz i na zawsze: twoje konto, konspekt, postacie i notatki, profil i ukończone utwory, zdjęcie profilowe, wpisy i komentarze oraz twoje polubienia, głosy i zgłoszenia. Zapisy bezpieczeństwa, takie jak ostatnie próby logowania, wygasają same w ciągu kilku godzin.',
        'Kopię konkretnych treści przechowujemy dłużej tylko wtedy, gdy wymaga tego prawo, na przykład gdy zostały zgłoszone władzom.',
      ],
    },
    {
      heading: 'Twoje prawa',
      paragraphs: [
        'Masz prawo zobaczyć dane, które o tobie przechowujemy, poprawić je, otrzymać ich kopię w przenośnym formacie, sprzeciwić się sposobowi, w jaki ich używamy, lub go ograniczyć, a także żądać ich usunięcia. Większość z tego możesz zrobić sam, w każdej chwili:',
        'Aby dostać kopię, wybierz „Pobierz moje dane” w Ustawieniach: plik ZIP ze wszystkim, co utworzyłeś i zrobiłeś (dane konta bez hasła, twój profil i utwory, konspekt z postaciami i notatkami, wpisy i komentarze oraz polubienia, głosy i zgłoszenia, które dałeś) w jednym pliku JSON, każdą historię jako plik Markdown oraz twoje zdjęcie profilowe, jeśli je przesłałeś. O innych osobach zawiera tylko imiona autorów, których wątki komentowałeś.',
        'Aby zmienić swoje dane, edytuj konspekt, postacie i profil tam, gdzie je napisałeś; imię, adres e-mail i hasło zmienisz w Ustawieniach (nowy adres zaczyna obowiązywać dopiero, gdy otworzysz link, który na niego wyślemy, a twój stary adres dostaje informację o zmianie). Ustawienia pokazują też urządzenia zalogowane na twoim koncie i pozwalają wylogować każde z nich.',
        'Aby usunąć wszystko, usuń konto w Ustawieniach lub na pulpicie. W każdej innej sprawie napisz na {email}, a odpowiemy w ciągu miesiąca.',
        'Jeśli uważasz, że przetwarzamy twoje dane niezgodnie z prawem, masz też prawo złożyć skargę do organu ochrony danych w miejscu, w którym mieszkasz.',
      ],
    },
    {
      heading: 'Bezpieczeństwo',
      paragraphs: [
        'Hasła są haszowane za pomocą bcrypt, sesje można natychmiast unieważnić, połączenia powinny używać HTTPS, a witryna jest zbudowana tak, by odpierać typowe ataki. Żaden system nie jest w pełni bezpieczny, więc używaj hasła, którego nie używasz nigdzie indziej. Jeśli kiedykolwiek dowiemy się o naruszeniu, które zagraża twoim danym, powiadomimy ciebie i władze zgodnie z wymogami prawa.',
      ],
    },
    {
      heading: 'Zmiany tej polityki',
      paragraphs: [
        'Jeśli zmienimy tę politykę, opublikujemy nową wersję na tej stronie. Jeśli zmiana dotyczy sposobu, w jaki używamy danych, które już nam przekazałeś, powiadomimy cię e-mailem lub na pulpicie, zanim wejdzie w życie.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Pytania, prośby lub skargi dotyczące prywatności: {email}.'],
    },
  ],
};
