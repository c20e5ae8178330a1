import type { InfoDocument } from '../info-page-types';

/** The privacy policy in nl (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Privacybeleid',
  lead: 'Three Act bewaart alleen wat nodig is voor je account en de community, verkoopt het nooit, volgt je nooit en verwijdert alles wanneer je je account verwijdert.',
  sections: [
    {
      heading: 'Wie we zijn',
      paragraphs: [
        'Dit beleid geldt voor deze Three Act-site. Met „we” bedoelen we hier de mensen die de site beheren, en met „je” iedereen die de site bezoekt of er een account heeft. Three Act is opensourcesoftware, dus andere groepen kunnen hun eigen kopieën draaien; elk daarvan is verantwoordelijk voor zijn eigen gegevens.',
        'Voor alles over je gegevens kun je schrijven naar {email}.',
      ],
    },
    {
      heading: 'Niet voor kinderen onder de 13',
      paragraphs: [
        'Three Act is niet bedoeld voor kinderen onder de 13, en bij het registreren moet je bevestigen dat je minstens 13 bent. We verzamelen niet bewust gegevens van kinderen onder de 13. Denk je dat een kind onder de 13 een account heeft, laat het ons dan weten via {email}, dan verwijderen we het. Geldt er in jouw land een hogere leeftijd om toestemming te geven voor gegevensverwerking, dan heb je toestemming van een ouder of voogd nodig om Three Act te gebruiken.',
      ],
    },
    {
      heading: 'Wat we bewaren',
      items: [
        {
          term: 'Je account:',
          text: 'je naam, je e-mailadres, een veilig gehasht wachtwoord (het wachtwoord zelf bewaren en zien we nooit), je rol (gebruiker, moderator of beheerder), of je e-mailadres is bevestigd, wanneer je je registreerde en je profielfoto als je er een uploadt. Iedereen begint met een gegenereerde standaardafbeelding.',
        },
        {
          term: 'Je plot:',
          text: 'de titel en elk antwoord dat je schrijft in akte I, II en III.',
        },
        {
          term: 'Je personages:',
          text: 'namen, beschrijvingen, fotolinks, de markering als hoofdpersonage en je notities.',
        },
        {
          term: 'Je profiel, als je er een maakt:',
          text: 'status, bedrijf, website, locatie, genres, bio, links naar sociale media en voltooide werken.',
        },
        {
          term: 'Je activiteit in de community:',
          text: 'de Brainstorm-berichten en reacties die je schrijft, en de vind-ik-leuks, stemmen en meldingen die je geeft.',
        },
        {
          term: 'Beveiligingsgegevens:',
          text: 'je ingelogde sessies (wanneer elke sessie begon, wanneer ze voor het laatst is gebruikt en op welke browser en welk systeem ze draait, afgelezen uit wat je browser meestuurt, zodat je je apparaten herkent in Instellingen), de links die we je mailen (om je adres te bevestigen, je wachtwoord opnieuw in te stellen of je adres te wijzigen; alleen versleuteld bewaard, elk maar één keer bruikbaar en binnen 1 tot 48 uur verlopen) en, korte tijd, je IP-adres en het aantal recente pogingen om te registreren, in te loggen, een wachtwoord opnieuw in te stellen of te exporteren, zodat we mensen kunnen afremmen die wachtwoorden proberen te raden of massaal accounts aanmaken.',
        },
      ],
    },
    {
      heading: 'Wie het kan zien',
      paragraphs: [
        'Je plot en je personages zijn privé: alleen jij kunt ze zien, tenzij je voor een verhaal een alleen-lezen feedbacklink maakt, waarmee iedereen die de link heeft het kan lezen (de personages, en hun notities, alleen als je ze kiest) tot je stopt met delen. Je profiel, je Brainstorm-berichten en reacties, en de naam en afbeelding die erbij staan, zijn openbaar. Je e-mailadres wordt nooit aan andere gebruikers getoond.',
        'Moderators en beheerders kunnen gemelde berichten en reacties zien om ze te beoordelen. We verkopen, verhuren of delen je gegevens met niemand, en we geven ze alleen aan de autoriteiten als de wet ons daartoe verplicht.',
      ],
    },
    {
      heading: 'Waarvoor we ze gebruiken',
      paragraphs: [
        'We gebruiken je gegevens alleen om Three Act te leveren: om je account te beheren en veilig te houden, je plot, personages en profiel op te slaan, je berichten en reacties te tonen, de e-mails te sturen die de dienst nodig heeft (je adres bevestigen, je wachtwoord opnieuw instellen, een nieuw adres bevestigen en het oude op de hoogte brengen) en de community veilig te houden volgens de Communityrichtlijnen. Waar de AVG geldt, is de rechtsgrond de uitvoering van onze overeenkomst met jou (de Gebruiksvoorwaarden) en ons gerechtvaardigd belang om de dienst veilig en vrij van misbruik te houden.',
        'We sturen geen nieuwsbrieven of marketingmails, tonen geen advertenties en maken geen profielen van je gedrag.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Three Act gebruikt twee cookies, allebei alleen zolang je bent ingelogd, allebei alleen naar deze site gestuurd, allebei na zeven dagen verlopen en allebei verwijderd als je uitlogt. De sessiecookie houdt je ingelogd: hij is gemarkeerd als HttpOnly, zodat scripts op de pagina hem niet kunnen lezen. De tweede, „signed_in”, bevat niets anders dan „1”: hij vertelt de app alleen dat het de moeite waard is om te vragen wie je bent, zodat een bezoek zonder inloggen geen verzoek verstuurt dat zou mislukken. Beide zijn strikt noodzakelijk om in te loggen en hebben dus geen toestemmingsbanner nodig.',
        'Er zijn geen analyse-, tracking- of advertentiecookies, en de site laadt geen diensten van derden: geen lettertypen, scripts, afbeeldingen of widgets van andere bedrijven. Fotolinks die je aan je eigen personages toevoegt, worden geladen vanaf het adres dat je hebt ingevuld.',
      ],
    },
    {
      heading: 'Waar je gegevens worden bewaard',
      paragraphs: [
        'Je gegevens kunnen buiten Europa worden opgeslagen en verwerkt, ook in landen waarvan de wetten voor gegevensbescherming verschillen van die waar je woont. Waar ze ook worden bewaard, we beschermen ze zoals dit beleid beschrijft, en waar de AVG dat vereist, baseren we zulke doorgiften op passende waarborgen.',
      ],
    },
    {
      heading: 'Hoe lang we ze bewaren',
      paragraphs: [
        'We bewaren je gegevens zolang je een account hebt. Je kunt je account op elk moment zelf verwijderen in Instellingen of op je overzicht. Verwijderen wist alles in één keer en voorgoed: je account, plot, personages en notities, profiel en voltooide werken, profielfoto, berichten en reacties, en je vind-ik-leuks, stemmen en meldingen. Beveiligingsgegevens zoals recente inlogpogingen verlopen binnen enkele uren vanzelf.',
        'We bewaren een kopie van specifieke inhoud alleen langer als de wet dat vereist, bijvoorbeeld als die aan de autoriteiten is gemeld.',
      ],
    },
    {
      heading: 'Je rechten',
      paragraphs: [
        'Je hebt het recht om de gegevens die we over je hebben in te zien, ze te corrigeren, een kopie in een overdraagbaar formaat te krijgen, bezwaar te maken tegen of beperkingen te stellen aan hoe we ze gebruiken, en ze te laten wissen. Het meeste daarvan kun je op elk moment zelf doen:',
        'Voor een kopie kies je „Mijn gegevens downloaden” in Instellingen: een ZIP-bestand met alles wat je hebt gemaakt en gedaan (je accountgegevens zonder je wachtwoord, je profiel en werken, je plot met de personages en notities, je berichten en reacties, en de vind-ik-leuks, stemmen en meldingen die je gaf) als één JSON-bestand, elk verhaal als Markdown-bestand, en je profielfoto als je er een hebt geüpload. Van andere mensen bevat het alleen de namen van de schrijvers op wier discussies je hebt gereageerd.',
        'Om je gegevens te wijzigen, bewerk je je plot, personages en profiel waar je ze hebt geschreven; je naam, e-mailadres en wachtwoord wijzig je in Instellingen (een nieuw adres telt pas als je de link opent die we ernaartoe sturen, en je oude adres krijgt bericht van de wijziging). Instellingen toont ook de apparaten die op je account zijn ingelogd en laat je elk daarvan uitloggen.',
        'Om alles te wissen, verwijder je je account in Instellingen of op je overzicht. Voor al het andere schrijf je naar {email}, en we antwoorden binnen een maand.',
        'Vind je dat we je gegevens onrechtmatig verwerken, dan heb je ook het recht om een klacht in te dienen bij de toezichthouder voor gegevensbescherming waar je woont.',
      ],
    },
    {
      heading: 'Beveiliging',
      paragraphs: [
        'Wachtwoorden worden gehasht met bcrypt, sessies kunnen meteen worden ingetrokken, verbindingen horen HTTPS te gebruiken en de site is gebouwd om gangbare aanvallen te weerstaan. Geen enkel systeem is volkomen veilig, dus gebruik een wachtwoord dat je nergens anders gebruikt. Als we ooit horen van een datalek dat je gegevens in gevaar brengt, laten we dat jou en de autoriteiten weten zoals de wet vereist.',
      ],
    },
    {
      heading: 'Wijzigingen in dit beleid',
      paragraphs: [
        'Als we dit beleid wijzigen, publiceren we de nieuwe versie op deze pagina. Raakt een wijziging aan hoe we gegevens gebruiken die je ons al hebt gegeven, dan laten we het je per e-mail of op je overzicht weten voordat ze ingaat.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Vragen, verzoeken of klachten over privacy: {email}.'],
    },
  ],
};
