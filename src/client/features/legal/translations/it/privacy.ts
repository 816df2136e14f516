import { paths } from '@/shared/paths';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Informazioni su questa informativa',
    blocks: [
      'La presente Informativa sulla privacy spiega come Tessera («Tessera», «noi», «ci») raccoglie, usa, condivide e protegge le informazioni personali quando visiti il nostro sito web, crei un account o usi lo spazio di lavoro Tessera e il suo assistente (nel complesso, il «Servizio»).',
      'Per le informazioni sul tuo account e su come usi il Servizio, Tessera è il titolare del trattamento: siamo noi a decidere perché e come tali informazioni vengono trattate. Per i contenuti che uno spazio di lavoro porta in Tessera, come file, flussi di dati e conversazioni con l’assistente, il titolare del trattamento è l’organizzazione a cui appartiene lo spazio di lavoro, e Tessera tratta tali contenuti per suo conto e secondo le sue istruzioni. Se sei membro dello spazio di lavoro di qualcun altro, leggi anche l’informativa sulla privacy della tua organizzazione.',
      [
        'Leggi questa informativa insieme ai nostri ',
        { text: 'Termini di servizio', to: paths.marketing.terms },
        ' e alla nostra ',
        { text: 'Cookie policy', to: paths.marketing.cookies },
        '.',
      ],
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Informazioni che raccogliamo',
    blocks: [
      'Raccogliamo solo ciò che ci serve per gestire il Servizio, mantenerlo sicuro e migliorarlo:',
      {
        list: [
          [
            { strong: 'Dati dell’account.' },
            ' Il tuo nome completo, il tuo indirizzo email, il ruolo che ci indichi al momento della registrazione e la tua password. Non memorizziamo mai la password in sé, ma solo un suo hash unidirezionale con salt. Se accedi con Google, Google condivide con noi il tuo nome, il tuo indirizzo email, la tua immagine del profilo e un identificativo del tuo account Google; non vediamo mai la tua password di Google.',
          ],
          [
            { strong: 'Profilo e preferenze.' },
            ' Tutto ciò che aggiungi al tuo profilo, come i link al tuo sito web o ai tuoi profili social, le impostazioni di tema, lingua e fuso orario e le tue preferenze email.',
          ],
          [
            { strong: 'Contenuti dello spazio di lavoro.' },
            ' I nomi e gli avatar degli spazi di lavoro, i membri che inviti e i ruoli che ricoprono, i flussi di dati e le app che colleghi, i dati che questi collegamenti importano, i file che carichi, le domande che fai all’assistente e le informazioni e i modelli che produce. Chiamiamo tutto questo «Contenuti del cliente».',
          ],
          [
            { strong: 'Dati di fatturazione.' },
            ' Quando uno spazio di lavoro sottoscrive un piano a pagamento, il nostro fornitore di pagamenti con carta raccoglie direttamente i dati della carta e l’indirizzo di fatturazione. Noi riceviamo solo un riferimento cliente, il piano, lo stato dell’abbonamento, le ultime quattro cifre e la data di scadenza della carta. Non vediamo né memorizziamo mai i numeri di carta completi.',
          ],
          [
            { strong: 'Dati di utilizzo e log.' },
            ' Quando usi il Servizio, i nostri server registrano informazioni tecniche su ogni richiesta: il tuo indirizzo IP, il tipo di browser e di dispositivo, la pagina o l’indirizzo API richiesto, l’ora, lo stato della risposta e un identificativo della richiesta. Usiamo questi log per mantenere in funzione il Servizio, indagare sugli errori e fermare gli abusi.',
          ],
          [
            { strong: 'Cookie e archiviazione del browser.' },
            ' Un piccolo numero di cookie strettamente necessari ti mantiene connesso, protegge l’accesso con Google e ricorda la tua scelta sui cookie, e il tuo browser memorizza alcune impostazioni, come il tema. La nostra ',
            { text: 'Cookie policy', to: paths.marketing.cookies },
            ' li elenca tutti, uno per uno.',
          ],
          [
            { strong: 'Comunicazioni.' },
            ' I messaggi che ci invii, compresi i feedback che invii nell’app e le email ai nostri team di assistenza o privacy.',
          ],
        ],
      },
      'Non usiamo reti pubblicitarie, strumenti di analisi di terze parti o pixel di tracciamento, e non acquistiamo da nessuno informazioni personali che ti riguardano.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'Come usiamo le informazioni',
    blocks: [
      'Usiamo le informazioni personali per:',
      {
        list: [
          'creare e gestire il tuo account, farti accedere e mantenere sicura la tua sessione;',
          'fornire il Servizio: ospitare i tuoi spazi di lavoro, far funzionare i flussi di dati che colleghi e permettere all’assistente di rispondere alle tue domande e di creare informazioni e modelli a partire dai dati del tuo spazio di lavoro;',
          'inviare le email da cui dipende il Servizio, come gli inviti agli spazi di lavoro, la conferma dell’indirizzo email, i link per reimpostare la password e gli avvisi di sicurezza;',
          'elaborare i pagamenti e gestire gli abbonamenti;',
          'rispondere alle tue richieste e ai tuoi feedback e fornire assistenza;',
          'monitorare, proteggere ed eseguire il debug del Servizio, compresi la limitazione della frequenza delle richieste, il rilevamento di frodi e abusi e le indagini sugli incidenti di sicurezza;',
          'capire, in forma aggregata, come vengono usate le funzioni, così da poterle migliorare; e',
          'adempiere ai nostri obblighi di legge e far rispettare i nostri Termini di servizio.',
        ],
      },
      'Non vendiamo informazioni personali, non le condividiamo per pubblicità comportamentale basata su contesti diversi e non usiamo i Contenuti del cliente per addestrare modelli messi a disposizione di altri clienti.',
    ],
  },
  {
    id: 'legal-bases',
    heading: 'Basi giuridiche del trattamento',
    blocks: [
      'Quando si applica il Regolamento generale sulla protezione dei dati dell’UE o del Regno Unito, ci basiamo sulle seguenti basi giuridiche:',
      {
        list: [
          [
            { strong: 'Contratto:' },
            ' per fornire il Servizio a cui tu o la tua organizzazione vi siete iscritti, compresi il tuo account, gli spazi di lavoro, la fatturazione e le email di servizio.',
          ],
          [
            { strong: 'Legittimi interessi:' },
            ' per mantenere il Servizio sicuro e affidabile, prevenire gli abusi, migliorare le nostre funzioni e comunicare con te riguardo al Servizio. Bilanciamo questi interessi con i tuoi diritti e ci basiamo su di essi solo quando non prevalgono i tuoi diritti.',
          ],
          [
            { strong: 'Consenso:' },
            ' quando lo chiediamo, ad esempio per le email facoltative. Puoi revocare il consenso in qualsiasi momento, senza che ciò incida sul trattamento effettuato in precedenza.',
          ],
          [
            { strong: 'Obbligo legale:' },
            ' per conservare le registrazioni fiscali e contabili e per rispondere alle richieste legittime delle autorità.',
          ],
        ],
      },
      'In Canada trattiamo le informazioni personali in conformità con il Personal Information Protection and Electronic Documents Act (PIPEDA) e con la legge provinciale applicabile, sulla base del tuo consenso, che presti quando crei un account o usi il Servizio e che può essere implicito quando la finalità è evidente.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Come condividiamo le informazioni',
    blocks: [
      'Condividiamo le informazioni personali solo nei modi descritti qui:',
      {
        list: [
          [
            { strong: 'Fornitori di servizi (responsabili del trattamento).' },
            ' Ci avvaliamo di un piccolo numero di fornitori che trattano i dati per nostro conto in base ad accordi scritti che li obbligano a proteggerli e a usarli solo per fornirci i loro servizi: il nostro fornitore di hosting cloud e di database, che fa funzionare il Servizio e ne conserva i dati; il nostro fornitore di invio email, che invia inviti, conferme, reimpostazioni della password e avvisi; e il nostro fornitore di pagamenti con carta, che elabora i pagamenti e gestisce il portale clienti in cui i proprietari degli spazi di lavoro gestiscono gli abbonamenti e i dati di fatturazione.',
          ],
          [
            { strong: 'Il tuo spazio di lavoro.' },
            ' Gli altri membri di uno spazio di lavoro possono vedere il tuo nome, il tuo indirizzo email, il tuo avatar, il tuo ruolo e la tua attività recente in quello spazio di lavoro. I Proprietari e gli Amministratori dello spazio di lavoro possono gestire i membri e vedere i contenuti dello spazio di lavoro.',
          ],
          [
            { strong: 'Integrazioni che colleghi.' },
            ' Quando tu o il tuo spazio di lavoro collegate un flusso di dati o un’app, scambiamo dati con quel fornitore nella misura necessaria per far funzionare il collegamento. Il trattamento dei dati da parte di questi fornitori è regolato dai loro termini e dalle loro informative sulla privacy.',
          ],
          [
            { strong: 'Google.' },
            ' Se scegli di accedere con Google, inviamo a Google le informazioni necessarie per completare l’accesso.',
          ],
          [
            { strong: 'Motivi legali.' },
            ' Possiamo divulgare informazioni se riteniamo in buona fede che la legge lo richieda, o che ciò sia necessario per proteggere i diritti, i beni o la sicurezza di Tessera, dei nostri utenti o del pubblico. Quando la legge lo consente, ti informeremo delle richieste relative alle tue informazioni.',
          ],
          [
            { strong: 'Operazioni societarie.' },
            ' Se Tessera è coinvolta in una fusione, in un’acquisizione o in una cessione di beni, le informazioni personali possono essere trasferite nell’ambito di tale operazione. Ti avviseremo prima che le tue informazioni diventino soggette a un’informativa sulla privacy diversa.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'Per quanto tempo conserviamo le informazioni',
    blocks: [
      'Conserviamo le informazioni personali solo per il tempo necessario alle finalità indicate in questa informativa:',
      {
        list: [
          'Le informazioni dell’account e del profilo vengono conservate finché il tuo account è aperto. Quando elimini il tuo account, le eliminiamo entro 30 giorni.',
          'I Contenuti del cliente vengono conservati finché esiste lo spazio di lavoro. Quando uno spazio di lavoro viene eliminato, o un abbonamento termina e non viene rinnovato, i suoi contenuti vengono eliminati entro 30 giorni, a meno che il Proprietario dello spazio di lavoro non ci chieda di eliminarli prima.',
          'I log dei server vengono conservati per un massimo di 30 giorni, a meno che non ci servano più a lungo per indagare su uno specifico incidente di sicurezza.',
          'Le registrazioni di fatturazione e fiscali vengono conservate per il tempo richiesto dalle leggi fiscali e contabili, di solito sei anni.',
          'I backup vengono sovrascritti a rotazione entro 35 giorni, quindi i dati eliminati scompaiono dai backup entro tale periodo.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'Come proteggiamo le informazioni',
    blocks: [
      'Adottiamo misure tecniche e organizzative pensate per proteggere le informazioni personali, tra cui la crittografia in transito (HTTPS) per ogni connessione, password memorizzate solo come robusti hash unidirezionali, cookie di sessione che gli script non possono leggere, un accesso basato sui ruoli all’interno degli spazi di lavoro verificato sui nostri server, limiti di frequenza sull’accesso e sulla reimpostazione della password e la revoca di tutte le sessioni quando una password viene reimpostata. L’accesso ai sistemi di produzione è limitato alle persone che ne hanno bisogno per gestire il Servizio.',
      'Nessun sistema è perfettamente sicuro. Se veniamo a conoscenza di una violazione che riguarda le tue informazioni personali, informeremo te e le autorità competenti come previsto dalla legge.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'Trasferimenti internazionali',
    blocks: [
      'Tessera ha sede in Canada, e noi e i nostri fornitori di servizi possiamo trattare le informazioni personali in Canada, negli Stati Uniti, nell’Unione europea e in altri paesi in cui tali fornitori operano. Questi paesi possono avere leggi sulla protezione dei dati diverse da quelle del paese in cui vivi.',
      'Quando trasferiamo informazioni personali al di fuori dello Spazio economico europeo, del Regno Unito o della Svizzera, ci basiamo su una decisione di adeguatezza (il Canada ne beneficia per le organizzazioni commerciali soggette al PIPEDA) o su garanzie adeguate come le clausole contrattuali tipo della Commissione europea e il relativo addendum del Regno Unito.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'I tuoi diritti e le tue scelte',
    blocks: [
      'A seconda di dove vivi, potresti avere il diritto di:',
      {
        list: [
          'accedere alle informazioni personali che conserviamo su di te e ottenerne una copia;',
          'rettificare le informazioni inesatte o incomplete;',
          'cancellare le tue informazioni o l’intero account;',
          'ricevere le tue informazioni in un formato portabile e leggibile da dispositivo automatico;',
          'opporti a determinati trattamenti, o chiederci di limitarli, compresi quelli basati su legittimi interessi;',
          'revocare il consenso che hai prestato; e',
          'presentare un reclamo a un’autorità per la protezione dei dati, come l’Office of the Privacy Commissioner of Canada, l’Information and Privacy Commissioner for British Columbia o l’autorità del tuo paese.',
        ],
      },
      [
        'Puoi aggiornare da solo la maggior parte delle tue informazioni nelle Impostazioni. Per tutto il resto, scrivi a ',
        privacyContact,
        '. Ti risponderemo entro 30 giorni e potremmo dover prima verificare la tua identità. Se la tua richiesta riguarda Contenuti del cliente di uno spazio di lavoro che appartiene a un’organizzazione, potremmo indirizzarti a tale organizzazione, che decide come vengono trattati i suoi contenuti.',
      ],
    ],
  },
  {
    id: 'children',
    heading: 'Minori',
    blocks: [
      'Tessera è uno strumento di lavoro e non è rivolta ai minori. Per creare un account devi avere almeno 16 anni. Non raccogliamo consapevolmente informazioni personali da persone di età inferiore ai 16 anni; se ritieni che un minore ci abbia fornito informazioni personali, contattaci e le elimineremo.',
    ],
  },
  {
    id: 'changes',
    heading: 'Modifiche a questa informativa',
    blocks: [
      'Potremmo aggiornare questa informativa man mano che il Servizio o la legge cambiano. In tal caso, modificheremo la data di «Ultimo aggiornamento» in cima a questa pagina. Se una modifica incide in modo sostanziale sul modo in cui trattiamo le tue informazioni personali, te lo comunicheremo via email o nell’app prima che entri in vigore.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contattaci',
    blocks: [
      [
        'Se hai domande su questa informativa o su come trattiamo le informazioni personali, o se vuoi esercitare i tuoi diritti, scrivi al nostro team privacy all’indirizzo ',
        privacyContact,
        '.',
      ],
    ],
  },
];
