import type { modelsMessages as en } from '../en/models';
import type { Translation } from '../catalogue-types';

export const modelsMessages: Translation<typeof en> = {
  heading: 'Modello',
  intro:
    'Scegli una colonna da prevedere. Tessera addestra un riferimento, un modello lineare e alberi con gradient boosting sulla maggior parte delle righe, e li valuta su righe che non hanno mai visto.',
  target: 'Obiettivo',
  chooseTarget: 'Scegli una colonna',
  train: 'Addestra modello',
  cancel: 'Annulla',
  readingRows: 'Lettura di tutte le righe del file prima dell’addestramento…',
  rowsFailed:
    'Non è stato possibile leggere le righe del file, quindi qui non si può addestrare alcun modello.',
  mayNotTrain:
    'Proprietari, amministratori ed editor possono addestrare modelli; i modelli salvati qui sotto sono aperti a tutti.',
  progressLabel: 'Avanzamento dell’addestramento',
  stages: {
    prepare: 'Lettura delle variabili…',
    linear: 'Adattamento del modello lineare…',
    boosting: (done, total) => `Boosting: giro ${done} di al massimo ${total}…`,
    scoring: 'Valutazione sulle righe tenute da parte…',
    importance: 'Misura dell’importanza delle variabili…',
  },
  failed: 'L’addestramento si è fermato con un errore in questo browser. Riprova o ricarica la pagina.',
  refused: {
    heading: (target) => `Nessun modello può prevedere ${target}`,
    'target-unknown': (_count, _limit) => 'Non c’è alcuna colonna con questo nome.',
    'target-kind': (_count, _limit) =>
      'Un modello prevede un numero o una categoria con pochi valori; questa colonna è testo, un identificativo o una data.',
    'too-few-values': (count, _limit) => `Ha troppo pochi valori diversi (${count}).`,
    'too-few-classes': (_count, _limit) => 'Ha un solo valore: non c’è nulla da distinguere.',
    'too-many-classes': (count, limit) =>
      `Ha ${count} valori diversi; una categoria da prevedere può averne al massimo ${limit}. Un numero con più di 10 valori viene previsto come numero.`,
    'too-few-rows': (count, limit) =>
      `Solo ${count} righe hanno un valore; ne servono almeno ${limit} per addestrare e tenerne alcune da parte.`,
    'no-features': (_count, _limit) =>
      'Nessun’altra colonna può servire a prevederla (identificativi, testo libero, valori unici e possibili fughe sono esclusi).',
  },
  result: {
    task: {
      regression: (target) => `Regressione: prevede il numero ${target}.`,
      binary: (target, classes) => `Classificazione di ${target} in due classi: ${classes}.`,
      multiclass: (target, classes) => `Classificazione di ${target} in più classi: ${classes}.`,
    },
    rows: (fit, validation, test) =>
      `Addestrato su ${fit} righe, fermato presto in base ad altre ${validation}, valutato su ${test} righe tenute da parte.`,
    missingTarget: (count) => `${count} righe senza valore obiettivo sono state escluse.`,
    split: {
      random: 'Le righe sono state divise a caso, con un seme fisso.',
      stratified: 'Le righe sono state divise a caso all’interno di ogni classe, con un seme fisso.',
      time: (column) =>
        `Le righe sono state divise nel tempo secondo ${column}: le più recenti sono tenute da parte.`,
    },
    chosen: (model) => `Scelto: ${model}, la perdita più bassa sulle righe di validazione.`,
  },
  scores: {
    heading: 'Punteggi sulle righe tenute da parte',
    caption: 'Ogni punteggio con il suo intervallo bootstrap al 95 %, accanto a quello del riferimento.',
    metric: 'Punteggio',
    chosen: 'Modello scelto',
    baseline: 'Riferimento',
    interval: (value, low, high) => `${value} (da ${low} a ${high})`,
    none: 'nessuno',
    beats: 'Il modello scelto batte il riferimento sulle righe tenute da parte.',
    doesNotBeat:
      'Il modello scelto non batte il riferimento sulle righe tenute da parte: forse le colonne dicono poco sull’obiettivo.',
    metrics: {
      r2: 'R²',
      mae: 'Errore assoluto medio',
      rmse: 'Radice dell’errore quadratico medio',
      accuracy: 'Accuratezza',
      balancedAccuracy: 'Accuratezza bilanciata',
      macroF1: 'F1 macro',
      auc: 'ROC AUC',
    },
    confusion: {
      label: 'Matrice di confusione',
      caption:
        'Matrice di confusione del modello scelto sulle righe tenute da parte: ogni riga è la classe reale, ogni colonna la classe prevista; la diagonale, in grassetto, conta le previsioni corrette.',
      actual: 'Classe reale',
      predicted: 'Classe prevista',
      correct: '(corretta)',
    },
  },
  models: {
    heading: 'Modelli confrontati',
    model: 'Modello',
    validationLoss: 'Perdita di validazione',
    headline: 'Punteggio',
    chosen: 'Scelto',
    kinds: {
      baseline: 'Riferimento',
      linear: 'Modello lineare',
      boosting: 'Alberi con gradient boosting',
    },
    lambda: (lambda) => `forza ridge ${lambda}`,
    trees: (rounds) => `${rounds} giri mantenuti`,
  },
  importance: {
    heading: 'Importanza delle variabili',
    note: (metric, repeats) =>
      `Quanto scende ${metric} sulle righe tenute da parte quando una colonna viene mescolata (media ± deviazione standard su ${repeats} mescolamenti). Le colonne correlate si dividono la loro importanza.`,
    baselineChosen: 'È stato scelto il riferimento, quindi nessuna colonna ha importanza da mostrare.',
    column: 'Colonna',
    drop: 'Calo del punteggio',
    valueName: 'Calo del punteggio',
    meanSd: (mean, sd) => `${mean} ± ${sd}`,
  },
  leaks: {
    heading: 'Tenute da parte come possibili fughe',
    none: 'Nessuna colonna è stata tenuta da parte come possibile fuga.',
    intro:
      'Queste colonne da sole prevedono l’obiettivo quasi alla perfezione: forse sono note solo dopo il risultato.',
    rules: {
      copy: (column, value, threshold) =>
        `${column}: uguale all’obiettivo nel ${value} delle righe (il limite è ${threshold}).`,
      auc: (column, value, threshold) =>
        `${column}: da sola separa le classi con un’AUC di ${value} (il limite è ${threshold}).`,
      rho: (column, value, threshold) =>
        `${column}: varia con l’obiettivo con |ρ| = ${value} (il limite è ${threshold}).`,
      eta: (column, value, threshold) =>
        `${column}: i suoi valori spiegano l’obiettivo con η = ${value} (il limite è ${threshold}).`,
    },
  },
  excluded: {
    heading: 'Colonne non usate',
    none: 'Tutte le altre colonne sono state usate.',
    reasons: {
      target: 'l’obiettivo',
      id: 'un identificativo',
      text: 'testo libero',
      constant: 'un solo valore',
      leak: 'una possibile fuga',
    },
    item: (column, reason) => `${column}: ${reason}`,
  },
  predict: {
    heading: 'Prevedi una riga',
    intro: 'Compila ciò che sai; un campo vuoto conta come mancante.',
    submit: 'Prevedi',
    missing: 'Mancante',
    value: (target, value) => `${target} previsto: ${value}`,
    range: (low, high) =>
      `Intervallo di previsione al 90 %: da ${low} a ${high} (9 righe tenute da parte su 10 sono state previste con questa precisione).`,
    typicalError: (error) => `Errore tipico sulle righe tenute da parte: ± ${error} (errore assoluto medio).`,
    label: (target, label, probability) => `${target} previsto: ${label} (probabilità ${probability})`,
    probabilities: 'Probabilità di ogni classe',
    class: 'Classe',
    probability: 'Probabilità',
  },
  batch: {
    heading: 'Prevedi un file',
    intro:
      'Un file CSV di nuove righe con le stesse colonne: il download è lo stesso file con una colonna prediction.',
    choose: 'File di nuove righe',
    scoring: 'Valutazione del file…',
    scored: (rows, file) => `${rows} righe di ${file} valutate.`,
    problems: (count) => `Non è stato possibile valutare ${count} righe:`,
    problem: (row, column, value, expected) => `Riga ${row}: «${value}» in ${column} non è ${expected}.`,
    more: (count) => `e altre ${count}.`,
    expected: { number: 'un numero', date: 'una data', boolean: 'sì o no' },
    download: 'Scarica con le previsioni',
    failed: 'Non è stato possibile valutare il file. Riprova o prova un altro file.',
    fileName: (name) => `${name} con previsioni.csv`,
  },
  save: {
    button: 'Salva modello',
    title: 'Salva il modello per il team',
    description:
      'Il server lo addestra di nuovo dal file salvato con lo stesso seme, così tutto lo spazio di lavoro vede lo stesso modello e può usarlo.',
    nameLabel: 'Nome',
    defaultName: (target) => `Prevedi ${target}`,
    submit: 'Salva modello',
    saving: 'Salvataggio…',
    cancel: 'Annulla',
    close: 'Chiudi',
    saved: (name) => `Salvataggio di ${name}: il server lo sta addestrando.`,
    failed: 'Non è stato possibile salvare il modello.',
  },
  list: {
    heading: 'Modelli salvati',
    label: 'Modelli salvati, i più recenti prima',
    empty: 'Ancora nessun modello salvato. Addestrane uno nella pagina di un set di dati e salvalo.',
    emptyDataset: 'Nessun modello di questo set di dati è ancora salvato.',
    loading: 'Caricamento dei modelli…',
    loadFailed: 'Non è stato possibile caricare i modelli.',
    dataset: 'Set di dati',
    target: 'Obiettivo',
    score: 'Punteggio',
    trainer: 'Addestrato da',
    date: 'Data',
    status: 'Stato',
    formerMember: 'Un ex membro',
    noScore: '—',
    scoreVsBaseline: (metric, value, baseline) => `${metric} ${value} (riferimento ${baseline})`,
    statuses: {
      queued: 'In coda',
      training: 'In addestramento',
      ready: 'Pronto',
      failed: 'Non riuscito',
      refused: 'Rifiutato',
    },
    trainingShare: (share) => `In addestramento, ${share}`,
    failures: {
      crashed: 'L’addestramento si è interrotto.',
      'too-much-memory': 'Il set di dati è troppo grande per addestrarlo sul server.',
      'dataset-unreadable': 'Non è stato possibile leggere il file del set di dati.',
    },
  },
  page: {
    title: 'Modelli',
    lead: 'I modelli salvati dello spazio di lavoro: addestrati su un set di dati, valutati su righe mai viste.',
    loading: 'Caricamento del modello…',
    loadFailed: 'Non è stato possibile caricare il modello.',
    back: 'Tutti i modelli',
    facts: 'Informazioni su questo modello',
    report: 'Rapporto',
    waiting: 'Il server sta addestrando questo modello; il suo rapporto apparirà qui quando sarà pronto.',
    noReport: 'Questo modello non ha un rapporto.',
  },
  retrain: {
    button: 'Riaddestra',
    label: (name) => `Riaddestra ${name}`,
    starting: 'Avvio…',
    started: (name) =>
      `Riaddestramento di ${name}: il server lo addestra di nuovo sulle righe attuali del dataset.`,
    failed: 'Non è stato possibile riaddestrare il modello.',
  },
  delete: {
    button: 'Elimina',
    label: (name) => `Elimina ${name}`,
    title: 'Eliminare questo modello?',
    description: (name) =>
      `${name} viene eliminato per tutto lo spazio di lavoro, e le chiamate tramite l’API smettono di funzionare.`,
    deleting: 'Eliminazione…',
    deleted: (name) => `${name} eliminato.`,
    failed: 'Non è stato possibile eliminare il modello.',
  },
};
