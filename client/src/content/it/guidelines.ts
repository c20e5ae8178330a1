import type { InfoDocument } from '../info-page-types';

/** The guidelines page in it (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Linee guida della community',
  lead: 'Brainstorm funziona perché gli autori si affidano a vicenda idee non ancora finite. Queste otto regole fanno sì che resti così. Valgono per tutto ciò che pubblichi su Three Act: post, commenti, profili e opere finite.',
  sections: [
    {
      heading: 'Le regole',
      ordered: true,
      items: [
        {
          term: 'Sii rispettoso.',
          text: 'Critica l’idea, mai la persona. Sii onesto e concreto, presumi la buona fede e ricorda che qui stiamo tutti ancora imparando. Il disaccordo è benvenuto; il disprezzo no.',
        },
        {
          term: 'Niente spam né manipolazione dei voti.',
          text: 'Non inondare Brainstorm di post ripetuti o fuori tema, e non usare account extra, scambi o gruppi coordinati per gonfiare i mi piace o i voti ai commenti. Devono riflettere ciò che le persone hanno davvero trovato utile.',
        },
        {
          term: 'Niente promozione né link di affiliazione in Brainstorm.',
          text: 'Brainstorm serve a sviluppare storie, non a venderle. Non pubblicizzare libri, servizi o corsi e non pubblicare link di affiliazione o referral. Il tuo profilo pubblico è il posto per elencare le tue opere finite.',
        },
        {
          term: 'Niente contenuti sessuali che coinvolgono minori.',
          text: 'Qualsiasi contenuto sessuale o sessualizzato che coinvolga persone sotto i 18 anni, in qualsiasi forma, compresi narrativa, disegni o descrizioni, è vietato. Viene rimosso, l’account viene chiuso e lo segnaliamo alle autorità dove la legge lo richiede.',
        },
        {
          term: 'Niente molestie né doxxing.',
          text: 'Non minacciare, bullizzare, perseguitare o prendere di mira nessuno, qui o altrove, e non condividere mai informazioni personali di qualcuno — un nome reale che non ha reso noto, un indirizzo, un luogo di lavoro, un numero di telefono o foto — senza il suo consenso.',
        },
        {
          term: 'Niente furto d’identità.',
          text: 'Non fingerti un’altra persona, un altro autore, un moderatore o un membro del team di Three Act. Gli pseudonimi vanno bene; spacciarsi per una persona reale no.',
        },
        {
          term: 'Niente contenuti volgari o espliciti negli spazi della community.',
          text: 'Le storie possono essere cupe, violente o per adulti, e puoi parlare di questi temi, ma tieni post, commenti e profili di Brainstorm liberi da contenuti sessuali espliciti, violenza scritta per scioccare, insulti e oscenità gratuite. Descrivi cosa succede; non incollare la scena esplicita.',
        },
        {
          term: 'Niente contenuti illegali.',
          text: 'Non pubblicare nulla che violi la legge, come libri piratati o altro materiale protetto che non hai il diritto di condividere, dati personali rubati o contenuti che promuovono o organizzano reati reali.',
        },
      ],
    },
    {
      heading: 'Segnalazioni',
      paragraphs: [
        'Ogni post e commento ha una bandierina per segnalarlo. Se qualcosa viola queste regole, segnalalo invece di discutere nei commenti. Le segnalazioni sono private: l’autore non vede chi l’ha segnalato. Segnalare di nuovo lo stesso elemento ritira la tua segnalazione, nel caso l’avessi fatto per errore.',
        'Quando un post o un commento raccoglie 5 segnalazioni, viene subito nascosto alla community: il post sparisce dall’elenco di Brainstorm e il commento mostra un avviso di attesa della moderazione. Resta nascosto finché un moderatore non lo esamina.',
      ],
    },
    {
      heading: 'Moderazione',
      paragraphs: [
        'I moderatori vedono ogni post e commento segnalato in una coda di moderazione. Per ciascuno, o lo eliminano o ne azzerano le segnalazioni, rendendolo di nuovo visibile. Moderatori e amministratori possono anche rimuovere qualsiasi post o commento che violi queste regole senza aspettare segnalazioni.',
        'La maggior parte dei problemi si chiude con la rimozione del contenuto. Violazioni gravi o ripetute — e qualsiasi violazione delle regole 4 o 8 — possono portare alla chiusura dell’account, come spiegano i termini di servizio.',
        'Non usare le segnalazioni per seppellire idee che semplicemente non ti piacciono. L’abuso delle segnalazioni è una forma di manipolazione dei voti e rientra nella regola 2.',
      ],
    },
    {
      heading: 'Domande',
      paragraphs: [
        'Se pensi che una decisione di moderazione sia sbagliata, o devi segnalare qualcosa di urgente, scrivi a {email}.',
      ],
    },
  ],
};
