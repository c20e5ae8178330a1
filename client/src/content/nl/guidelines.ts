import type { InfoDocument } from '../info-page-types';

/** The guidelines page in nl (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Communityrichtlijnen',
  lead: 'Brainstorm werkt omdat schrijvers elkaar onafgemaakte ideeën toevertrouwen. Deze acht regels houden dat zo. Ze gelden voor alles wat je op Three Act plaatst: berichten, reacties, profielen en afgeronde werken.',
  sections: [
    {
      heading: 'De regels',
      ordered: true,
      items: [
        {
          term: 'Wees respectvol.',
          text: 'Bekritiseer het idee, nooit de persoon. Wees eerlijk en concreet, ga uit van goede bedoelingen en onthoud dat iedereen hier nog leert. Onenigheid is welkom; minachting niet.',
        },
        {
          term: 'Geen spam of stemmanipulatie.',
          text: 'Overspoel Brainstorm niet met herhaalde of off-topic berichten, en gebruik geen extra accounts, ruilacties of gecoördineerde groepen om vind-ik-leuks of stemmen op reacties op te blazen. Die moeten laten zien wat mensen echt nuttig vonden.',
        },
        {
          term: 'Geen promotie of affiliatelinks in Brainstorm.',
          text: 'Brainstorm is om verhalen te ontwikkelen, niet om ze te verkopen. Maak daar geen reclame voor boeken, diensten of cursussen en plaats geen affiliate- of verwijslinks. Je openbare profiel is de plek voor je afgeronde werken.',
        },
        {
          term: 'Geen seksuele inhoud met minderjarigen.',
          text: 'Alle seksuele of geseksualiseerde inhoud met iemand onder de 18, in welke vorm ook, ook fictie, tekeningen of beschrijvingen, is verboden. Die wordt verwijderd, het account wordt gesloten en we melden het bij de autoriteiten waar de wet dat vereist.',
        },
        {
          term: 'Geen intimidatie of doxxing.',
          text: 'Bedreig, pest, stalk of viseer niemand, hier of elders, en deel nooit persoonlijke gegevens van iemand — een echte naam die diegene niet heeft gedeeld, een adres, een werkplek, een telefoonnummer of foto’s — zonder toestemming.',
        },
        {
          term: 'Geen imitatie.',
          text: 'Doe je niet voor als iemand anders, een andere schrijver, een moderator of iemand van het Three Act-team. Pseudoniemen zijn prima; je uitgeven voor een echt iemand niet.',
        },
        {
          term: 'Geen vulgaire of expliciete inhoud in communitydelen.',
          text: 'Verhalen mogen duister, gewelddadig of volwassen zijn, en je mag over die thema’s praten, maar houd berichten, reacties en profielen in Brainstorm vrij van grafische seksuele inhoud, geweld geschreven om te choqueren, scheldwoorden en nodeloze obsceniteit. Beschrijf wat er gebeurt; plak de expliciete scène niet.',
        },
        {
          term: 'Geen illegale inhoud.',
          text: 'Plaats niets wat tegen de wet ingaat, zoals illegaal gekopieerde boeken of ander auteursrechtelijk beschermd materiaal dat je niet mag delen, gestolen persoonsgegevens, of inhoud die echte misdaad promoot of organiseert.',
        },
      ],
    },
    {
      heading: 'Melden',
      paragraphs: [
        'Elk bericht en elke reactie heeft een meldvlag. Als iets deze regels breekt, meld het dan in plaats van te ruziën in de reacties. Meldingen zijn privé: de schrijver ziet niet wie heeft gemeld. Meld je hetzelfde opnieuw, dan trek je je melding in, voor het geval je per ongeluk meldde.',
        'Zodra een bericht of reactie 5 meldingen heeft, wordt het meteen verborgen voor de community: het bericht verdwijnt uit de Brainstorm-lijst en bij de reactie staat dat ze op moderatie wacht. Het blijft verborgen tot een moderator het bekijkt.',
      ],
    },
    {
      heading: 'Moderatie',
      paragraphs: [
        'Moderators zien elk gemeld bericht en elke gemelde reactie in een moderatiewachtrij. Ze verwijderen het of wissen de meldingen, waardoor het weer zichtbaar wordt. Moderators en beheerders kunnen ook elk bericht of elke reactie die deze regels breekt verwijderen zonder op meldingen te wachten.',
        'De meeste problemen eindigen met het verwijderen van de inhoud. Ernstige of herhaalde overtredingen — en elke overtreding van regel 4 of 8 — kunnen leiden tot het sluiten van het account, zoals de gebruiksvoorwaarden uitleggen.',
        'Gebruik meldingen niet om ideeën te begraven die je gewoon niet bevallen. Misbruik van meldingen is een vorm van stemmanipulatie en valt onder regel 2.',
      ],
    },
    {
      heading: 'Vragen',
      paragraphs: [
        'Vind je dat een moderatiebesluit verkeerd was, of moet je iets dringends melden? Schrijf naar {email}.',
      ],
    },
  ],
};
