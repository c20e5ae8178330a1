import type { InfoDocument } from '../info-page-types';

/** The terms of service in it (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Termini di servizio',
  lead: 'In breve: Three Act è gratuito, le tue storie restano tue, rispetta le Linee guida della community e forniamo il servizio così com’è.',
  sections: [
    {
      heading: 'Accordo',
      paragraphs: [
        'Questi termini sono un accordo tra te e le persone che gestiscono questo sito di Three Act («noi»). Creando un account o usando il sito accetti questi termini e l’Informativa sulla privacy. Se non sei d’accordo, per favore non usare Three Act.',
      ],
    },
    {
      heading: 'Un servizio gratuito',
      paragraphs: [
        'Three Act è gratuito. Non ci sono costi, funzioni a pagamento né pubblicità. Il software è open source e la sua licenza regola il codice stesso; questi termini regolano il tuo uso di questo sito.',
      ],
    },
    {
      heading: 'Il tuo account',
      paragraphs: [
        'Devi avere almeno 13 anni per usare Three Act. Indica un indirizzo e-mail reale, tieni per te la tua password e avvisaci se pensi che qualcun altro abbia usato il tuo account. Sei responsabile di ciò che accade con il tuo account. Una persona, un account: gli account non si condividono e non si vendono.',
      ],
    },
    {
      heading: 'I tuoi contenuti restano tuoi',
      paragraphs: [
        'Mantieni tutti i diritti su tutto ciò che scrivi su Three Act: la tua scaletta, i personaggi, le note, il profilo, i post e i commenti. Non rivendichiamo alcuna proprietà sulle tue storie o idee.',
        'La tua scaletta e i tuoi personaggi sono privati, a meno che tu non condivida una storia con un link per i commenti in sola lettura, che chiunque abbia il link può leggere finché non smetti di condividerla. Quando pubblichi qualcosa in uno spazio pubblico — un post su Brainstorm, un commento o il tuo profilo — altri autori possono leggerlo e trarne ispirazione. Le idee in quanto tali non sono protette dal diritto d’autore, quindi condividi su Brainstorm solo ciò di cui sei contento di discutere apertamente.',
      ],
    },
    {
      heading: 'La licenza che ci concedi',
      paragraphs: [
        'Per permetterci di gestire il servizio, ci concedi una licenza mondiale, non esclusiva e gratuita per conservare, copiare, formattare e mostrare i tuoi contenuti, solo allo scopo di far funzionare Three Act: salvare la tua scaletta, mostrare i tuoi post pubblici e il tuo profilo agli altri utenti e fare copie di backup. Non venderemo i tuoi contenuti, non li useremo nella pubblicità e non li pubblicheremo altrove. La licenza termina quando elimini i contenuti o il tuo account, tranne che per le copie che altri utenti hanno già citato nei propri commenti.',
        'Garantisci di avere il diritto di pubblicare ciò che pubblichi e che non viola i diritti di nessuno.',
      ],
    },
    {
      heading: 'Valgono le Linee guida della community',
      paragraphs: [
        'Tutto ciò che pubblichi deve rispettare le Linee guida della community. I contenuti che raccolgono abbastanza segnalazioni vengono nascosti finché un moderatore non li esamina, e i moderatori possono eliminare i contenuti che violano le linee guida o questi termini.',
        'Non abusare del servizio: non cercare di entrare in account o sistemi altrui, di sovraccaricare il sito, di estrarne i contenuti in massa, di aggirare limiti e misure di sicurezza o di usarlo per inviare spam.',
      ],
    },
    {
      heading: 'Chiudere il tuo account',
      paragraphs: [
        'Puoi smettere di usare Three Act in qualsiasi momento ed eliminare il tuo account dalla tua bacheca; così i tuoi dati vengono cancellati come descritto nell’Informativa sulla privacy.',
        'Possiamo sospendere o chiudere un account che violi in modo grave o ripetuto questi termini o le Linee guida della community, che metta a rischio altri utenti o il servizio, o quando la legge ce lo impone. Quando è ragionevole e sicuro, ti diremo il motivo e ti daremo la possibilità di rispondere o di salvare prima la tua scaletta.',
      ],
    },
    {
      heading: 'Nessuna garanzia',
      paragraphs: [
        'Three Act è fornito «così com’è» e «come disponibile», senza garanzie di alcun tipo. Facciamo del nostro meglio perché funzioni e il tuo lavoro sia al sicuro, ma non possiamo promettere che sarà sempre disponibile, privo di errori o che i dati non andranno mai persi. Tieni una tua copia di tutto ciò che non puoi permetterti di perdere.',
        'Nei limiti consentiti dalla legge, non rispondiamo di perdite indirette o consequenziali, lavoro perso o occasioni perse derivanti dal tuo uso di Three Act. Nulla in questi termini limita la responsabilità che la legge non consente di limitare, e nulla ti toglie i diritti che hai come consumatore.',
      ],
    },
    {
      heading: 'Modifiche al servizio e a questi termini',
      paragraphs: [
        'Three Act cambia man mano che cresce: possiamo aggiungere, modificare o rimuovere funzioni. Possiamo anche aggiornare questi termini. Pubblicheremo ogni nuova versione su questa pagina e, se una modifica è importante, te lo diremo via e-mail o nella tua bacheca prima che entri in vigore. Se continui a usare Three Act dopo, valgono i nuovi termini; se non li accetti, puoi eliminare il tuo account.',
      ],
    },
    {
      heading: 'Contatti',
      paragraphs: ['Domande su questi termini: {email}.'],
    },
  ],
};
