import type { InfoDocument } from '../info-page-types';

/** The terms of service in nl (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Gebruiksvoorwaarden',
  lead: 'Kort gezegd: Three Act is gratis, je verhalen blijven van jou, houd je aan de Communityrichtlijnen, en we leveren de dienst zoals hij is.',
  sections: [
    {
      heading: 'Overeenkomst',
      paragraphs: [
        'Deze voorwaarden zijn een overeenkomst tussen jou en de mensen die deze Three Act-site beheren („we”). Door een account aan te maken of de site te gebruiken, ga je akkoord met deze voorwaarden en het Privacybeleid. Ben je het er niet mee eens, gebruik Three Act dan niet.',
      ],
    },
    {
      heading: 'Een gratis dienst',
      paragraphs: [
        'Three Act is gratis. Er zijn geen kosten, geen betaalde functies en geen advertenties. De software is open source en de licentie daarvan geldt voor de code zelf; deze voorwaarden gelden voor je gebruik van deze site.',
      ],
    },
    {
      heading: 'Je account',
      paragraphs: [
        'Je moet minstens 13 jaar oud zijn om Three Act te gebruiken. Geef een echt e-mailadres op, houd je wachtwoord voor jezelf en laat het ons weten als je denkt dat iemand anders je account heeft gebruikt. Je bent verantwoordelijk voor wat er onder je account gebeurt. Eén persoon, één account: accounts worden niet gedeeld of verkocht.',
      ],
    },
    {
      heading: 'Je inhoud blijft van jou',
      paragraphs: [
        'Je behoudt alle rechten op alles wat je op Three Act schrijft: je plot, personages, notities, profiel, berichten en reacties. We claimen geen eigendom van je verhalen of ideeën.',
        'Je plot en personages zijn privé, tenzij je een verhaal deelt via een alleen-lezen feedbacklink, waarmee iedereen die de link heeft het kan lezen tot je stopt met delen. Publiceer je iets op een openbare plek — een Brainstorm-bericht, een reactie of je profiel —, dan kunnen andere schrijvers het lezen en zich erdoor laten inspireren. Ideeën als zodanig zijn niet auteursrechtelijk beschermd, dus deel op Brainstorm alleen waarover je graag openlijk praat.',
      ],
    },
    {
      heading: 'De licentie die je ons geeft',
      paragraphs: [
        'Zodat we de dienst kunnen draaien, geef je ons een wereldwijde, niet-exclusieve, royaltyvrije licentie om je inhoud op te slaan, te kopiëren, op te maken en te tonen, uitsluitend om Three Act te laten werken: je plot opslaan, je openbare berichten en profiel aan andere gebruikers tonen en back-ups maken. We verkopen je inhoud niet, gebruiken hem niet in advertenties en publiceren hem nergens anders. De licentie eindigt wanneer je de inhoud of je account verwijdert, behalve voor kopieën die andere gebruikers al in hun eigen reacties hebben geciteerd.',
        'Je belooft dat je het recht hebt om te plaatsen wat je plaatst en dat het geen inbreuk maakt op de rechten van anderen.',
      ],
    },
    {
      heading: 'De Communityrichtlijnen gelden',
      paragraphs: [
        'Alles wat je plaatst, moet de Communityrichtlijnen volgen. Inhoud die genoeg meldingen krijgt, wordt verborgen tot een moderator ernaar kijkt, en moderators mogen inhoud verwijderen die in strijd is met de richtlijnen of deze voorwaarden.',
        'Misbruik de dienst niet: probeer niet in te breken in accounts of systemen, de site te overbelasten, hem massaal uit te lezen, limieten en veiligheidsmaatregelen te omzeilen of hem te gebruiken om spam te versturen.',
      ],
    },
    {
      heading: 'Je account beëindigen',
      paragraphs: [
        'Je kunt op elk moment stoppen met Three Act en je account verwijderen vanaf je overzicht; daarmee worden je gegevens gewist zoals het Privacybeleid beschrijft.',
        'We kunnen een account opschorten of sluiten dat ernstig of herhaaldelijk in strijd is met deze voorwaarden of de Communityrichtlijnen, dat andere gebruikers of de dienst in gevaar brengt, of als de wet ons daartoe verplicht. Waar dat redelijk en veilig is, vertellen we je waarom en geven we je de kans om te reageren of eerst je plot veilig te stellen.',
      ],
    },
    {
      heading: 'Geen garantie',
      paragraphs: [
        'Three Act wordt geleverd „zoals het is” en „zoals beschikbaar”, zonder enige garantie. We doen ons best om het draaiende en je werk veilig te houden, maar we kunnen niet beloven dat het altijd beschikbaar en foutloos is of dat er nooit gegevens verloren gaan. Bewaar zelf een kopie van alles wat je niet kwijt kunt raken.',
        'Voor zover de wet het toestaat, zijn we niet aansprakelijk voor indirecte schade of gevolgschade, verloren werk of gemiste kansen door je gebruik van Three Act. Niets in deze voorwaarden beperkt aansprakelijkheid die wettelijk niet beperkt kan worden, en niets ontneemt je de rechten die je als consument hebt.',
      ],
    },
    {
      heading: 'Wijzigingen in de dienst en in deze voorwaarden',
      paragraphs: [
        'Three Act verandert terwijl het groeit: we kunnen functies toevoegen, wijzigen of verwijderen. We kunnen ook deze voorwaarden bijwerken. Elke nieuwe versie publiceren we op deze pagina, en is een wijziging ingrijpend, dan laten we het je per e-mail of op je overzicht weten voordat ze ingaat. Blijf je Three Act daarna gebruiken, dan gelden de nieuwe voorwaarden; accepteer je ze niet, dan kun je je account verwijderen.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Vragen over deze voorwaarden: {email}.'],
    },
  ],
};
