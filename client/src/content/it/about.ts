import type { InfoDocument } from '../info-page-types';

/** The about page in it (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'Chi siamo',
  lead: 'Three Act è un pianificatore gratuito e open source che aiuta chi scrive narrativa a trasformare un’idea in una scaletta completa.',
  sections: [
    {
      heading: 'Che cos’è Three Act',
      paragraphs: [
        'Quasi tutte le storie che tengono incollato il lettore hanno la stessa forma: un inizio che presenta un mondo e un problema, una parte centrale in cui le cose si complicano e una fine in cui tutto arriva al culmine. Three Act dà a questa forma uno spazio di lavoro. Dai un nome alla tua storia e rispondi alle domande guida di ogni atto — l’aggancio, l’incidente scatenante, il punto centrale, il momento buio, il climax e il resto — e una barra di avanzamento mostra quanto manca alla scaletta.',
        'Accanto alla scaletta tieni le schede dei personaggi: una descrizione, il link a una foto d’ispirazione, se il personaggio è il protagonista e tutte le note che vuoi. Quando sei bloccato, un suggerimento di nota a caso ti dà uno spunto, e quando vuoi un secondo parere, Brainstorm ti permette di condividere un’idea di trama con altri autori e raccogliere i loro suggerimenti.',
      ],
    },
    {
      heading: 'Per chi è',
      paragraphs: [
        'Three Act va bene per qualsiasi narrativa che stia in tre atti: romanzi e novelle, racconti, sceneggiature, testi teatrali, fumetti, giochi con una storia, fan fiction e serial. Il genere non conta. Thriller, romance, saghe fantasy, narrativa letteraria e libri per ragazzi hanno tutti un’impostazione, uno scontro e una risoluzione.',
        'Funziona sia che tu pianifichi ogni beat prima di scrivere una parola, sia che preferisca abbozzare le grandi svolte e scoprire il resto sulla pagina. Rispondi alle domande che ti aiutano e lascia vuote le altre.',
      ],
    },
    {
      heading: 'Come funziona',
      items: [
        {
          term: 'Scaletta.',
          text: 'L’Atto I ha un titolo e 8 domande guida, l’Atto II ne ha 16 e l’Atto III 8. Salva tutte le volte che vuoi e leggi la scaletta finita in un’unica pagina.',
        },
        {
          term: 'Personaggi.',
          text: 'Crea una scheda per ogni personaggio e aggiungi note man mano che la storia cresce.',
        },
        {
          term: 'Brainstorm.',
          text: 'Una volta verificata la tua email puoi pubblicare idee, commentare, mettere mi piace ai post e votare i commenti più utili.',
        },
        {
          term: 'Profilo.',
          text: 'Un profilo pubblico facoltativo elenca i tuoi generi e le tue opere finite, così gli altri autori possono trovarti.',
        },
      ],
    },
    {
      heading: 'Gratis e open source',
      paragraphs: [
        'Three Act è gratuito: niente versione a pagamento, niente pubblicità, nessun tracciamento. Il codice sorgente è aperto, quindi chiunque può vedere come funziona, proporre miglioramenti, segnalare bug o gestire una propria copia per un gruppo di scrittura, una classe o un laboratorio.',
        'La tua scaletta, i tuoi personaggi e le tue idee restano tuoi. Leggi i termini di servizio e l’informativa sulla privacy per i dettagli, e le linee guida della community per sapere come manteniamo Brainstorm un posto accogliente.',
      ],
    },
  ],
};
