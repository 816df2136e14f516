import type { ManifestoSection } from '@/client/features/marketing/manifesto-content';

export const manifestoSections: readonly ManifestoSection[] = [
  {
    id: 'scattered-is-normal',
    heading: 'Essere sparsi è normale. Restarlo è una scelta.',
    paragraphs: [
      'I numeri che spiegano il tuo prodotto vivono in uno strumento di analisi. Le ragioni dietro quei numeri stanno nei ticket di assistenza, negli appunti di ricerca, nei commenti di design e in una discussione che nessuno riesce a ritrovare. Ogni team lavora così, e ogni team perde ore a ricucire a mano i pezzi.',
      'Non crediamo che la risposta sia un posto in più in cui copiare i dati. Tessera si collega agli strumenti che usi già e lascia i dati dove devono stare, aggiornati e nel loro contesto, così il lavoro parte dal quadro completo invece che da un’esportazione ormai superata.',
    ],
  },
  {
    id: 'insight-is-a-team-sport',
    heading: 'Capire è un gioco di squadra.',
    paragraphs: [
      'I designer notano dove le persone fanno fatica. Gli sviluppatori sanno cosa fa davvero il sistema. I manager vedono dove sta andando il business. Un’informazione che solo uno di loro sa leggere è un’informazione a metà.',
      'Per questo Tessera è pensata per tutti e tre insieme: un solo spazio di lavoro, un solo insieme di fonti e la stessa risposta per chiunque faccia la stessa domanda. Nessuno deve tradurre un grafico per il resto della stanza.',
    ],
  },
  {
    id: 'a-co-creator-not-an-oracle',
    heading: 'L’assistente è un co-creatore, non un oracolo.',
    paragraphs: [
      'Abbiamo creato un assistente perché mettere ordine nei dati grezzi è un lavoro lento e ripetitivo, e le macchine lo fanno bene. Non l’abbiamo creato per prendere decisioni al posto tuo.',
      'Mostra il suo ragionamento: quali fonti ha usato, cosa ha tralasciato e quanto è sicuro. Trasforma le tue domande in informazioni e modelli che puoi esaminare, modificare e buttare via. Il giudizio resta alle persone che dovranno convivere con il risultato.',
    ],
  },
  {
    id: 'your-data-stays-yours',
    heading: 'I tuoi dati restano tuoi.',
    paragraphs: [
      'I dati che porti in Tessera appartengono al tuo team. Li usiamo per fare il lavoro che ci chiedi e per nient’altro. Non li vendiamo, non ti mostriamo pubblicità e non li usiamo per addestrare modelli per altri clienti.',
      'I ruoli stabiliscono chi può vedere e modificare cosa, e vengono applicati sui nostri server, non solo nascosti nell’interfaccia. Quando te ne vai, i tuoi dati se ne vanno con te.',
    ],
  },
  {
    id: 'calm-software',
    heading: 'Il buon software è tranquillo.',
    paragraphs: [
      'Gli strumenti di lavoro sono diventati rumorosi: badge, serie di giorni consecutivi, solleciti e notifiche che si contendono un’attenzione che dovrebbe andare al lavoro stesso. Preferiamo che tu chiuda Tessera perché hai trovato ciò che ti serviva, piuttosto che tenerla aperta perché continuava a chiederti qualcosa.',
      'Questo significa pagine veloci, parole semplici, stati vuoti onesti, nessun dark pattern e nessun tracciamento oltre a quanto serve per mantenerti connesso.',
    ],
  },
  {
    id: 'built-for-everyone',
    heading: 'Pensata per tutti nel team.',
    paragraphs: [
      'Uno strumento per i team deve funzionare per tutto il team: su un telefono piccolo e su un grande monitor, con il tema chiaro e con quello scuro, con una tastiera, uno screen reader o un mouse. Consideriamo l’accessibilità parte della definizione di «fatto», non un compito da rimandare.',
    ],
  },
  {
    id: 'small-steps-in-the-open',
    heading: 'Piccoli passi, alla luce del sole.',
    paragraphs: [
      'Rilasciamo a piccoli pezzi, ti diciamo cosa è cambiato e ascoltiamo cosa ne pensi. I primi membri vedono le novità per primi e aiutano a decidere cosa viene dopo, e ogni messaggio inviato tramite il modulo di feedback viene letto dalle persone che costruiscono il prodotto.',
      'Tessera è un mosaico, fatto di tanti piccoli pezzi messi insieme con cura. Così è ogni buona intuizione. Ci piacerebbe costruirli entrambi insieme a te.',
    ],
  },
];
