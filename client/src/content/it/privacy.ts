import type { InfoDocument } from '../info-page-types';

/** The privacy policy in it (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Informativa sulla privacy',
  lead: 'Three Act conserva solo ciò che serve per il tuo account e per la community, non lo vende mai, non ti traccia mai e cancella tutto quando elimini il tuo account.',
  sections: [
    {
      heading: 'Chi siamo',
      paragraphs: [
        'Questa informativa riguarda questo sito di Three Act. Qui «noi» sono le persone che lo gestiscono, e «tu» è chiunque lo visiti o vi abbia un account. Three Act è software open source, quindi altri gruppi possono gestire copie proprie; ciascuna di esse è responsabile dei propri dati.',
        'Per qualsiasi cosa riguardi i tuoi dati, scrivi a {email}.',
      ],
    },
    {
      heading: 'Non per chi ha meno di 13 anni',
      paragraphs: [
        'Three Act non è pensato per bambini sotto i 13 anni, e al momento della registrazione devi confermare di avere almeno 13 anni. Non raccogliamo consapevolmente dati di bambini sotto i 13 anni. Se pensi che un bambino sotto i 13 anni abbia un account, avvisaci a {email} e lo elimineremo. Se la legge del tuo paese fissa un’età più alta per acconsentire al trattamento dei dati, ti serve il consenso di un genitore o di un tutore per usare Three Act.',
      ],
    },
    {
      heading: 'Cosa conserviamo',
      items: [
        {
          term: 'Il tuo account:',
          text: 'il tuo nome, il tuo indirizzo e-mail, una password protetta con un hash sicuro (non conserviamo né vediamo mai la password in sé), il tuo ruolo (utente, moderatore o amministratore), se il tuo indirizzo e-mail è verificato, quando ti sei registrato e la tua immagine del profilo se ne carichi una. Tutti partono con un’immagine predefinita generata automaticamente.',
        },
        {
          term: 'La tua scaletta:',
          text: 'il titolo e ogni risposta che scrivi negli atti I, II e III.',
        },
        {
          term: 'I tuoi personaggi:',
          text: 'nomi, descrizioni, link alle foto, il segno di protagonista e le tue note.',
        },
        {
          term: 'Il tuo profilo, se ne crei uno:',
          text: 'stato, azienda, sito web, luogo, generi, biografia, link ai social e opere finite.',
        },
        {
          term: 'La tua attività nella community:',
          text: 'i post e i commenti che scrivi su Brainstorm, e i mi piace, i voti e le segnalazioni che dai.',
        },
        {
          term: 'Dati di sicurezza:',
          text: 'le tue sessioni attive (quando è iniziata ciascuna, quando è stata usata l’ultima volta e il browser e il sistema su cui funziona, letti da ciò che il tuo browser invia, così puoi riconoscere i tuoi dispositivi nelle Impostazioni), i link che ti mandiamo via e-mail (per verificare il tuo indirizzo, reimpostare la password o cambiare indirizzo; conservati solo in forma cifrata, ciascuno valido una sola volta e in scadenza entro 1–48 ore) e, per poco tempo, il tuo indirizzo IP e il numero dei recenti tentativi di registrazione, accesso, reimpostazione ed esportazione, così possiamo rallentare chi cerca di indovinare le password o di creare account in massa.',
        },
      ],
    },
    {
      heading: 'Chi può vederli',
      paragraphs: [
        'La tua scaletta e i tuoi personaggi sono privati: solo tu puoi vederli, a meno che tu non crei per una storia un link per i commenti in sola lettura, che chiunque abbia il link può leggere (i suoi personaggi, e le loro note, solo se li scegli) finché non smetti di condividerla. Il tuo profilo, i tuoi post e commenti su Brainstorm, e il nome e l’immagine mostrati con essi sono pubblici. Il tuo indirizzo e-mail non viene mai mostrato agli altri utenti.',
        'Moderatori e amministratori possono vedere i post e i commenti segnalati per poterli esaminare. Non vendiamo, non affittiamo e non condividiamo i tuoi dati con nessuno, e li consegniamo alle autorità solo quando la legge ci obbliga a farlo.',
      ],
    },
    {
      heading: 'Perché li usiamo',
      paragraphs: [
        'Usiamo i tuoi dati solo per offrire Three Act: per gestire il tuo account e tenerlo al sicuro, salvare la tua scaletta, i tuoi personaggi e il tuo profilo, mostrare i tuoi post e commenti, inviare le e-mail di cui il servizio ha bisogno (verificare il tuo indirizzo, reimpostare la password, confermare un nuovo indirizzo e avvisare quello vecchio) e proteggere la community secondo le Linee guida della community. Dove si applica il GDPR, la base giuridica è l’esecuzione del nostro accordo con te (i Termini di servizio) e il nostro legittimo interesse a mantenere il servizio sicuro e libero da abusi.',
        'Non inviamo newsletter né e-mail di marketing, non mostriamo pubblicità e non creiamo profili del tuo comportamento.',
      ],
    },
    {
      heading: 'Cookie',
      paragraphs: [
        'Three Act usa due cookie, entrambi solo mentre hai effettuato l’accesso, entrambi inviati solo a questo sito, entrambi in scadenza dopo sette giorni ed entrambi rimossi quando esci. Il cookie di sessione ti mantiene connesso: è contrassegnato come HttpOnly, quindi gli script della pagina non possono leggerlo. Il secondo, «signed_in», contiene soltanto «1»: dice solo all’app che vale la pena chiedere chi sei, così una visita senza accesso non invia una richiesta destinata a fallire. Entrambi sono strettamente necessari per l’accesso, quindi non richiedono un banner per il consenso.',
        'Non ci sono cookie di analisi, di tracciamento o pubblicitari, e il sito non carica servizi di terze parti: niente font, script, immagini o widget di altre aziende. I link alle foto che aggiungi ai tuoi personaggi vengono caricati dall’indirizzo che hai inserito.',
      ],
    },
    {
      heading: 'Dove sono conservati i tuoi dati',
      paragraphs: [
        'I tuoi dati possono essere conservati e trattati fuori dall’Europa, anche in paesi le cui leggi sulla protezione dei dati sono diverse da quelle del luogo in cui vivi. Ovunque siano conservati, li proteggiamo come descritto in questa informativa e, dove il GDPR lo richiede, ci basiamo su garanzie adeguate per tali trasferimenti.',
      ],
    },
    {
      heading: 'Per quanto tempo li conserviamo',
      paragraphs: [
        'Conserviamo i tuoi dati finché hai un account. Puoi eliminare il tuo account da solo in qualsiasi momento nelle Impostazioni o nella tua bacheca. L’eliminazione cancella tutto in una volta e per sempre: il tuo account, la scaletta, i personaggi e le note, il profilo e le opere finite, l’immagine del profilo, i post e i commenti, e i tuoi mi piace, voti e segnalazioni. I dati di sicurezza, come i recenti tentativi di accesso, scadono da soli entro poche ore.',
        'Conserviamo più a lungo una copia di contenuti specifici solo quando la legge lo richiede, per esempio quando sono stati segnalati alle autorità.',
      ],
    },
    {
      heading: 'I tuoi diritti',
      paragraphs: [
        'Hai il diritto di vedere i dati che abbiamo su di te, di correggerli, di riceverne una copia in un formato portabile, di opporti al modo in cui li usiamo o di limitarlo, e di farli cancellare. La maggior parte di queste cose puoi farla da solo, in qualsiasi momento:',
        'Per avere una copia, scegli «Scarica i miei dati» nelle Impostazioni: un file ZIP con tutto ciò che hai creato e fatto (i dati del tuo account senza la password, il profilo e le opere, la scaletta con i suoi personaggi e le note, i post e i commenti, e i mi piace, i voti e le segnalazioni che hai dato) in un file JSON, ogni storia come file Markdown e la tua immagine del profilo se ne hai caricata una. Delle altre persone contiene solo i nomi degli autori nelle cui discussioni hai commentato.',
        'Per modificare i tuoi dati, modifica la scaletta, i personaggi e il profilo dove li hai scritti; cambia nome, indirizzo e-mail e password nelle Impostazioni (un nuovo indirizzo vale solo quando apri il link che gli inviamo, e il tuo vecchio indirizzo viene avvisato del cambio). Le Impostazioni elencano anche i dispositivi connessi al tuo account e ti permettono di disconnetterne uno qualsiasi.',
        'Per cancellare tutto, elimina il tuo account nelle Impostazioni o nella tua bacheca. Per qualsiasi altra cosa, scrivi a {email} e ti risponderemo entro un mese.',
        'Se ritieni che trattiamo i tuoi dati in modo illecito, hai anche il diritto di presentare reclamo all’autorità per la protezione dei dati del luogo in cui vivi.',
      ],
    },
    {
      heading: 'Sicurezza',
      paragraphs: [
        'Le password sono protette con bcrypt, le sessioni possono essere revocate all’istante, le connessioni dovrebbero usare HTTPS e il sito è costruito per resistere agli attacchi più comuni. Nessun sistema è perfettamente sicuro, quindi usa una password che non usi altrove. Se mai venissimo a sapere di una violazione che mette a rischio i tuoi dati, lo diremo a te e alle autorità come richiede la legge.',
      ],
    },
    {
      heading: 'Modifiche a questa informativa',
      paragraphs: [
        'Se modifichiamo questa informativa, pubblicheremo la nuova versione su questa pagina. Se una modifica riguarda il modo in cui usiamo dati che ci hai già fornito, te lo diremo via e-mail o nella tua bacheca prima che entri in vigore.',
      ],
    },
    {
      heading: 'Contatti',
      paragraphs: ['Domande, richieste o reclami sulla privacy: {email}.'],
    },
  ],
};
