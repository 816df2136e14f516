import { paths } from '@/shared/paths';
import { legalContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Accettazione dei presenti termini',
    blocks: [
      'I presenti Termini di servizio («Termini») regolano il tuo accesso e il tuo utilizzo del sito web, della web app, dell’assistente e dei servizi correlati di Tessera (nel complesso, il «Servizio»), forniti da Tessera («Tessera», «noi», «ci»). Creando un account o usando il Servizio accetti questi Termini. Se non li accetti, non usare il Servizio.',
      'Se usi il Servizio per conto di un’azienda o di un’altra organizzazione, confermi di avere l’autorità per accettare questi Termini a suo nome, e «tu» include tale organizzazione.',
      [
        'La nostra ',
        { text: 'Informativa sulla privacy', to: paths.marketing.privacy },
        ' spiega come raccogliamo e usiamo le informazioni personali, e la nostra ',
        { text: 'Cookie policy', to: paths.marketing.cookies },
        ' descrive i cookie che usiamo. Entrambe fanno parte di questi Termini.',
      ],
    ],
  },
  {
    id: 'accounts',
    heading: 'Il tuo account',
    blocks: [
      'Per usare la maggior parte del Servizio ti serve un account. Puoi registrarti con un indirizzo email e una password oppure con l’accesso con Google. Devi avere almeno 16 anni, fornirci informazioni accurate e mantenerle aggiornate.',
      'Sei responsabile di custodire la tua password e di tutto ciò che avviene con il tuo account. Non condividere il tuo account con nessuno. Se pensi che qualcun altro vi abbia avuto accesso, avvisaci subito all’indirizzo indicato più sotto.',
    ],
  },
  {
    id: 'workspaces',
    heading: 'Spazi di lavoro e ruoli',
    blocks: [
      'In Tessera si lavora negli spazi di lavoro. Quando ti registri creiamo uno spazio di lavoro per te, e puoi invitare altre persone a unirsi. Ogni membro ricopre uno di questi ruoli:',
      {
        list: [
          [
            { strong: 'Proprietario:' },
            ' pieno controllo amministrativo, compresi la fatturazione, l’aggiunta e la rimozione dei membri e l’assegnazione dei ruoli. Uno spazio di lavoro ha sempre almeno un Proprietario.',
          ],
          [
            { strong: 'Amministratore:' },
            ' gestisce le impostazioni del team, aggiunge e rimuove membri e regola i permessi.',
          ],
          [{ strong: 'Editor:' }, ' crea e modifica file e collabora su di essi.'],
          [{ strong: 'Collaboratore:' }, ' visualizza e commenta, con possibilità di modifica limitate.'],
        ],
      },
      'I Proprietari di uno spazio di lavoro sono responsabili delle persone che invitano, dei ruoli che assegnano e dell’uso dello spazio di lavoro da parte dei suoi membri. Se uno spazio di lavoro appartiene a un’organizzazione, tale organizzazione controlla lo spazio di lavoro e i suoi contenuti e può modificare il tuo accesso o rimuoverti.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Uso accettabile',
    blocks: [
      'Ti impegni a non fare quanto segue, e a non permettere a nessun altro di farlo:',
      {
        list: [
          'violare qualsiasi legge o i diritti di chiunque, compresi i diritti alla privacy e di proprietà intellettuale;',
          'caricare o collegare dati che non hai il diritto di usare, o informazioni personali che non hai alcuna base giuridica per trattare;',
          'caricare malware, o tentare di ottenere un accesso non autorizzato al Servizio, ad altri account o ai sistemi a esso collegati;',
          'sondare, scansionare o testare il Servizio alla ricerca di vulnerabilità senza il nostro permesso scritto, o aggirare i limiti di frequenza, i controlli di accesso o altre misure di sicurezza;',
          'sovraccaricare o compromettere il funzionamento del Servizio, anche tramite richieste automatizzate che vanno oltre l’uso ordinario;',
          'usare il Servizio o l’assistente per creare contenuti illeciti, molesti, d’odio, ingannevoli o di sfruttamento sessuale, o per prendere decisioni che producono effetti giuridici o effetti analogamente significativi sulle persone senza un effettivo intervento umano;',
          'inviare spam, compresi inviti in massa o non richiesti; o',
          'rivendere, concedere in sublicenza o copiare il Servizio, o usarlo per realizzare un prodotto concorrente.',
        ],
      },
      'Se trovi un problema di sicurezza, segnalacelo privatamente così che possiamo risolverlo.',
    ],
  },
  {
    id: 'customer-content',
    heading: 'I tuoi contenuti',
    blocks: [
      'Mantieni tutti i diritti sui dati, sui file e sugli altri contenuti che tu o il tuo spazio di lavoro portate nel Servizio, nonché sulle informazioni, sui riepiloghi e sui modelli che il Servizio ne ricava per te (nel complesso, i «Contenuti del cliente»).',
      'Ci concedi una licenza mondiale, non esclusiva e gratuita per ospitare, copiare, trattare, trasmettere e visualizzare i Contenuti del cliente solo nella misura necessaria per fornire, proteggere e supportare il Servizio per te. Non usiamo i Contenuti del cliente per addestrare modelli messi a disposizione di altri clienti.',
      'Sei responsabile dei Contenuti del cliente e confermi di disporre di tutti i diritti e le autorizzazioni necessari per portarli nel Servizio e per consentirci di trattarli come descritto in questi Termini. Possiamo rimuovere i contenuti che riteniamo ragionevolmente in violazione di questi Termini o della legge.',
    ],
  },
  {
    id: 'assistant',
    heading: 'L’assistente e i suoi risultati',
    blocks: [
      'L’assistente di Tessera usa l’apprendimento automatico per rispondere alle domande e produrre informazioni e modelli a partire dai tuoi dati. I suoi risultati sono generati automaticamente e possono essere incompleti, non aggiornati o errati. Verifica i risultati prima di farvi affidamento, soprattutto per le decisioni importanti, e non considerarli una consulenza professionale.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Integrazioni e servizi di terze parti',
    blocks: [
      'Il Servizio ti permette di collegare flussi di dati e app forniti da terzi, come strumenti di gestione dei progetti, strumenti di design e servizi di analisi. Quando ne colleghi uno, ci autorizzi a scambiare dati con quel fornitore per tuo conto. Il tuo utilizzo di ciascun servizio di terze parti è regolato dai suoi termini e dalla sua informativa sulla privacy, e noi non ne siamo responsabili. Un’integrazione può cambiare o smettere di funzionare se il suo fornitore la modifica o la ritira.',
    ],
  },
  {
    id: 'billing',
    heading: 'Abbonamenti e fatturazione',
    blocks: [
      'Alcune funzioni richiedono un abbonamento a pagamento per lo spazio di lavoro. I piani, i prezzi e i relativi limiti sono indicati nell’app prima dell’acquisto.',
      {
        list: [
          'Gli abbonamenti vengono addebitati in anticipo, su base mensile o annuale, e si rinnovano automaticamente per lo stesso periodo fino alla disdetta.',
          'I pagamenti sono elaborati dal nostro fornitore di pagamenti con carta. I Proprietari degli spazi di lavoro possono aggiornare i dati di pagamento, scaricare le fatture e disdire in qualsiasi momento tramite il portale clienti del fornitore, raggiungibile dalla pagina Fatturazione nelle impostazioni.',
          'Quando disdici, l’abbonamento resta attivo fino alla fine del periodo già pagato e poi non si rinnova. Gli importi già pagati non sono rimborsabili, salvo ove la legge disponga diversamente.',
          'I prezzi non includono le imposte, che aggiungiamo ove richiesto.',
          'Possiamo modificare i prezzi. Ti daremo un preavviso di almeno 30 giorni prima che una modifica si applichi al tuo prossimo rinnovo, e potrai disdire prima di allora.',
          'Se un pagamento non va a buon fine, possiamo limitare lo spazio di lavoro alle funzioni del piano gratuito finché il problema non viene risolto.',
        ],
      },
    ],
  },
  {
    id: 'feedback',
    heading: 'Feedback',
    blocks: [
      'Idee e suggerimenti sono sempre benvenuti. Se ci invii un feedback, possiamo usarlo per migliorare il Servizio senza alcun obbligo nei tuoi confronti.',
    ],
  },
  {
    id: 'our-rights',
    heading: 'La nostra proprietà intellettuale',
    blocks: [
      'Il Servizio, compresi il software, il design, i testi e i marchi, appartiene a Tessera e ai suoi licenzianti ed è protetto dalla legge. Questi Termini ti concedono un diritto limitato, non esclusivo e non trasferibile di usare il Servizio nei modi da essi consentiti; non ti concedono alcun altro diritto su di esso.',
    ],
  },
  {
    id: 'termination',
    heading: 'Sospensione e cessazione',
    blocks: [
      'Puoi smettere di usare il Servizio in qualsiasi momento e chiudere il tuo account oppure, se sei un Proprietario, eliminare il tuo spazio di lavoro.',
      'Possiamo sospendere o interrompere il tuo accesso al Servizio se violi questi Termini in modo grave o ripetuto, se il tuo utilizzo crea un rischio per la sicurezza o un rischio legale per noi o per altri, o se la legge lo richiede. Quando è ragionevole, ti avviseremo prima e ti daremo la possibilità di risolvere il problema.',
      'Quando uno spazio di lavoro viene chiuso, i suoi Proprietari hanno 30 giorni per esportare i Contenuti del cliente, dopodiché li eliminiamo come descritto nella nostra Informativa sulla privacy. Le sezioni di questi Termini che per loro natura devono continuare ad applicarsi dopo la cessazione, come quelle su contenuti, esclusioni di garanzia, responsabilità e legge applicabile, continuano ad applicarsi.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Esclusioni di garanzia',
    blocks: [
      'Ci impegniamo a fondo per mantenere Tessera disponibile, sicura e accurata, ma il Servizio è fornito «così com’è» e «come disponibile». Nella misura massima consentita dalla legge, non forniamo garanzie di alcun tipo, espresse o implicite, comprese le garanzie di commerciabilità, di idoneità a uno scopo particolare e di non violazione dei diritti altrui, né garantiamo che il Servizio sarà ininterrotto o privo di errori o che i suoi risultati saranno accurati.',
      'Le funzioni contrassegnate come accesso anticipato o anteprima sono ancora in fase di sviluppo: possono cambiare, smettere di funzionare o essere ritirate in qualsiasi momento.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitazione di responsabilità',
    blocks: [
      'Nella misura massima consentita dalla legge, Tessera non sarà responsabile di alcun danno indiretto, incidentale, speciale, consequenziale o punitivo, né di alcuna perdita di profitti, ricavi, dati o avviamento, derivante dal Servizio o da questi Termini o a essi correlata.',
      'Nella misura massima consentita dalla legge, la nostra responsabilità complessiva per tutte le pretese relative al Servizio o a questi Termini è limitata al maggiore tra l’importo che ci hai pagato per il Servizio nei 12 mesi precedenti l’evento che ha dato origine alla pretesa e 100 dollari canadesi.',
      'Nulla in questi Termini limita la responsabilità che non può essere limitata per legge, né i tuoi diritti di consumatore ai sensi delle leggi del luogo in cui vivi.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Manleva',
    blocks: [
      'Se usi il Servizio per scopi commerciali, accetti di difendere e manlevare Tessera da pretese, danni e costi (comprese ragionevoli spese legali) derivanti dai tuoi Contenuti del cliente o dalla tua violazione di questi Termini.',
    ],
  },
  {
    id: 'changes',
    heading: 'Modifiche al Servizio e ai presenti Termini',
    blocks: [
      'Miglioriamo costantemente il Servizio e possiamo aggiungere, modificare o rimuovere funzioni. Se rimuoviamo una funzione per cui paghi, te lo comunicheremo in anticipo.',
      'Possiamo aggiornare questi Termini. In tal caso, modificheremo la data di «Ultimo aggiornamento» in cima a questa pagina e, per le modifiche sostanziali, te lo comunicheremo via email o nell’app almeno 30 giorni prima che entrino in vigore. Se continui a usare il Servizio dopo l’entrata in vigore delle modifiche, accetti i Termini aggiornati; se non sei d’accordo, smetti di usare il Servizio e chiudi il tuo account.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Legge applicabile e controversie',
    blocks: [
      'I presenti Termini sono regolati dalle leggi della Provincia della Columbia Britannica, in Canada, e dalle leggi federali del Canada ivi applicabili, senza riguardo alle norme sui conflitti di leggi. I tribunali della Columbia Britannica hanno giurisdizione esclusiva su qualsiasi controversia derivante da questi Termini o dal Servizio, salvo quando la legge del luogo in cui vivi in qualità di consumatore ti dà il diritto di agire davanti ai tribunali locali.',
      'Prima di avviare una controversia formale, contattaci così che possiamo provare a risolvere la questione in via informale.',
    ],
  },
  {
    id: 'general',
    heading: 'Disposizioni generali',
    blocks: [
      'I presenti Termini, insieme alle policy a cui fanno riferimento, costituiscono l’intero accordo tra te e Tessera relativo al Servizio. Se una qualsiasi loro parte non è applicabile, il resto rimane in vigore. Se non facciamo valere un diritto, non vi rinunciamo. Non puoi cedere questi Termini senza il nostro consenso; noi possiamo cederli nell’ambito di una fusione, di un’acquisizione o di una cessione di beni.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contattaci',
    blocks: [['Domande su questi Termini? Scrivi a ', legalContact, '.']],
  },
];
