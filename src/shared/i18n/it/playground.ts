import type { playgroundMessages as en } from '../en/playground';
import type { Translation } from '../catalogue-types';

export const playgroundMessages: Translation<typeof en> = {
  title: 'Playground',
  intro:
    'Trasforma i dati grezzi in una prima intuizione: aggiungi un file CSV o JSON, guarda il profilo di ogni colonna e salvalo per il tuo team.',
  input: {
    heading: 'Aggiungi dati',
    drop: 'Trascina qui un file CSV o JSON',
    choose: 'Scegli un file',
    limit: (megabytes) =>
      `Fino a ${megabytes} MB. CSV: la prima riga dà il nome alle colonne. JSON: un array di oggetti, o un oggetto il cui "rows" è un array di oggetti.`,
    pasteLabel: 'Oppure incolla CSV o JSON',
    pasteSubmit: 'Leggi i dati incollati',
    pastedName: 'Dati incollati',
    previewLabel: 'Prime righe, mentre si legge il resto',
    readFailed: 'Non è stato possibile leggere il file. Riprova.',
    clear: 'Ricomincia',
  },
  errors: {
    heading: 'Non è stato possibile leggere questi dati',
    empty: 'Il file è vuoto.',
    notText: 'Questo non è un file di testo. Salvalo come CSV o JSON e riprova.',
    noRows: 'Nessuna riga trovata sotto l’intestazione.',
    invalidJson: (line, column) => `Riga ${line}, colonna ${column}: questo non è JSON valido.`,
    jsonShape: 'Atteso un array di oggetti, o un oggetto il cui "rows" è un array di oggetti.',
    notAnObject: (row, found) => `Riga ${row}: atteso un oggetto, trovato ${found}.`,
    kinds: {
      number: 'un numero',
      string: 'testo',
      boolean: 'true o false',
      array: 'un array',
      null: 'null',
    },
    tooManyRows: (max) => `Il file ha più di ${max} righe; il playground ne legge al massimo ${max}.`,
    tooDeep: (row) => `Riga ${row}: un valore è annidato troppo in profondità per essere letto.`,
    tooManyColumns: (found, max) => `Il file ha ${found} colonne; il playground ne legge al massimo ${max}.`,
    tooLarge: (megabytes) => `Il file supera i ${megabytes} MB.`,
    notAWorkbook:
      'Questo è un archivio, non una cartella di lavoro Excel (.xlsx): un vecchio .xls, una cartella protetta da password o uno zip di altri file. Salvalo come .xlsx, CSV o JSON e riprova.',
    workbookDamaged:
      'Questa cartella di lavoro Excel è danneggiata e non è stato possibile leggerla. Aprila in Excel e salvala di nuovo, oppure salva il foglio come CSV.',
    workbookTooLarge: (megabytes) =>
      `Questa cartella di lavoro decompressa supera i ${megabytes} MB, più di quanto legge il playground. Salva il foglio come CSV e riprova.`,
    sheetNotFound: (sheet) => `La cartella di lavoro non ha un foglio chiamato «${sheet}».`,
    rowsCounted: 'Le righe sono contate dalla prima riga sotto l’intestazione.',
  },
  summary: {
    rows: 'Righe',
    columns: 'Colonne',
    size: 'Dimensione',
    format: 'Formato',
  },
  profile: {
    heading: 'Profilo delle colonne',
  },
  save: {
    heading: 'Salva nel workspace',
    nameLabel: 'Nome del dataset',
    submit: 'Salva dataset',
    saving: 'Salvataggio…',
    saved: (name) => `${name} salvato nel workspace`,
    failed: 'Non è stato possibile salvare il dataset. Riprova.',
    nameRequired: 'Inserisci un nome per il dataset',
    nameInvisible: 'Il nome non può contenere caratteri di controllo o di formattazione invisibili.',
    nameTooLong: (max) => `Il nome deve avere al massimo ${max} caratteri`,
    notAllowed:
      'I collaboratori possono esplorare i dati qui; per salvarli nel workspace serve il ruolo Editor o superiore.',
  },
  saved: {
    heading: 'Dataset salvati',
    empty: 'Ancora nessun dataset. Salvane uno qui sopra e tutti nel workspace lo troveranno qui.',
  },
  api: {
    notFound: 'Questo dataset non esiste in questo workspace.',
    tooLarge: (megabytes) => `Il file supera i ${megabytes} MB.`,
    fields: 'Invia il file nel campo "file" e il suo nome nel campo "name".',
    choices:
      'Invia le scelte di importazione nel campo "choices" come JSON nella forma delle scelte della schermata di importazione.',
    deleteForbidden: 'Solo gli Owner, gli Admin e chi ha caricato un dataset possono eliminarlo.',
    busy: 'In questo momento si stanno leggendo altri caricamenti. Riprova tra un minuto.',
    tooSlow:
      'La lettura di questo file ha richiesto troppo tempo. Prova con un file più piccolo o più semplice.',
    tooMuchMemory:
      'La lettura di questo file richiede più memoria di quella che il server concede a un caricamento. Prova con un file più piccolo o più semplice.',
  },
};
