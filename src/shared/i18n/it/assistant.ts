import type { assistantMessages as en } from '../en/assistant';
import type { Translation } from '../catalogue-types';

export const assistantMessages: Translation<typeof en> = {
  heading: 'Chiedi',
  label: 'Fai una domanda su questi dati',
  placeholder: 'Qual è il totale per gruppo?',
  hint: 'Le risposte sono calcolate su tutte le righe, nel tuo browser. Premi Invio per chiedere.',
  submit: 'Chiedi',
  thread: 'Conversazione con l’assistente',
  you: 'Tu',
  assistant: 'Assistente',
  thinking: 'Calcolo in corso…',
  failed: 'L’assistente non è riuscito a rispondere. Riprova.',
  retry: 'Chiedi di nuovo',
  empty:
    'Chiedi totali, medie, conteggi, valori principali, confronti o andamenti: la risposta mostra come è stata calcolata.',
  reading: 'Lettura delle righe…',
  readFailed: 'Non è stato possibile leggere le righe, quindi l’assistente non può rispondere qui.',
  followUps: 'Chiedi poi',
  suggestions: 'Domande a cui so rispondere',
  options: 'Scegli cosa intendevi',
  numbers: 'I numeri di questa risposta',
  group: 'Gruppo',
  value: 'Valore',
  rows: 'Righe',
  about: (name) => `Su ${name}`,
  keep: {
    clear: 'Cancella conversazione',
    cleared: 'Conversazione cancellata.',
    clearFailed: 'Non è stato possibile cancellare la conversazione. Riprova.',
    restoring: 'Caricamento della conversazione…',
    loadFailed: 'Non è stato possibile caricare le domande precedenti; le nuove ricevono comunque risposta.',
    saveFailed: 'Questa conversazione non è ancora salvata; lo sarà con la prossima domanda.',
    private: 'Solo tu vedi questa conversazione; è conservata per te in questo spazio di lavoro.',
    tooLarge: (kilobytes) => `Un turno di una conversazione occupa al massimo ${kilobytes} KB.`,
  },
  pinAnswer: {
    notPinnable: 'Si può fissare solo una risposta sulle righe.',
    pinLabel: (question) => `Fissa nella Home la risposta a «${question}»`,
    unpinLabel: (question) => `Rimuovi la risposta a «${question}»`,
    asked: (question) => `Domanda: ${question}`,
    changed:
      'Il server ha ottenuto questa risposta in modo diverso dal tuo browser, quindi non è stata fissata. Ricarica la pagina e chiedi di nuovo.',
    tooLarge: (kilobytes) => `Una risposta da fissare occupa al massimo ${kilobytes} KB.`,
  },
  actions: {
    trainWhat: (rows) =>
      `Se confermi, il server addestra un modello per il team sulle ${rows} righe di questo dataset salvato e lo conserva con i modelli del dataset. Non parte nulla finché non confermi.`,
    saveFirst:
      'Questi dati sono solo nel playground: salvali prima come dataset, poi chiedi nella sua pagina per addestrare un modello o fare una previsione.',
    mayNotTrain:
      'Solo Proprietari, Amministratori ed Editor possono addestrare modelli: il tuo ruolo non può avviarne uno.',
    cancelled: 'Annullato: non è stato avviato nulla.',
    starting: 'Avvio…',
    started: (name) => `${name} è salvato e in coda: il server lo sta addestrando.`,
    trainFailed: 'Non è stato possibile avviare l’addestramento. Riprova.',
    openModel: (name) => `Apri ${name}`,
    noModel: (target) => `Nessun modello pronto prevede ancora ${target} su questo dataset.`,
    stillTraining: (name) => `${name} è ancora in addestramento: chiedi di nuovo quando sarà pronto.`,
    offerTrain: (target) => `Addestra un modello su ${target}`,
    predictWhat: (name, given) => `Se confermi, ${name} fa una previsione a partire da ${given}.`,
    predictNothingGiven: (name) =>
      `Se confermi, ${name} fa una previsione con tutti i valori mancanti: indica i valori di alcune colonne per una previsione più precisa.`,
    predicting: 'Previsione in corso…',
    predictFailed: 'Non è stato possibile caricare il modello, quindi non è stato previsto nulla. Riprova.',
    notFeatures: (columns) => `Non usate da questo modello, quindi escluse: ${columns}.`,
    unreadable: (column, value, expected) =>
      `«${value}» in ${column} non è ${expected}: conta come mancante.`,
    missing: (columns) => `Non indicate, quindi contate come mancanti: ${columns}.`,
  },
  home: {
    noDatasets:
      'Aggiungi prima un dataset (carica un file o prova i dati di esempio), poi fai qui le tue domande.',
    loadFailed: 'Non è stato possibile caricare i tuoi dataset. Riprova.',
    placeholder: 'Chiedi «Qual è il totale per gruppo?» o scrivi «persone»…',
    latest: (name) => `${name}, il tuo dataset più recente`,
    playground: 'Apri il playground',
    goTo: 'Vai a',
    searchAll: (query) => `Cerca «${query}» nella barra dei comandi`,
    commandsHint:
      'Premi Invio per chiedere del tuo dataset più recente, oppure scrivi «in» e il suo nome. Usa la barra dei comandi per spostarti.',
  },
};
