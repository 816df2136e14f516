import type { marketingMessages as en } from '../en/marketing';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const marketingMessages: Translation<typeof en> = {
  home: {
    description:
      'Tessera è lo spazio di lavoro in cui designer, sviluppatori e manager trasformano insieme dati grezzi e sparsi in informazioni e modelli di IA.',
    eyebrow: 'Lo spazio di lavoro per chi crea',
    title: 'Trasformate insieme i dati sparsi in informazioni.',
    pitch:
      'Tessera riunisce il tuo team, i tuoi strumenti e i tuoi flussi di dati in un unico spazio di lavoro tranquillo, con un assistente che trasforma i pezzi grezzi in informazioni e modelli di IA di cui puoi fidarti.',
    primaryCta: 'Inizia gratis',
    secondaryCta: 'Leggi il nostro manifesto',
    pillarsTitle: 'Tutto in un posto, niente d’intralcio',
    pillars: [
      {
        title: 'Collega ogni flusso',
        body: 'Porta dentro i dati dagli strumenti che già usi e tienili aggiornati senza copiare file qua e là.',
      },
      {
        title: 'Lavorate come un’unica squadra',
        body: 'Invita persone con il ruolo giusto, condividete uno spazio di lavoro e guardate chi ha cambiato cosa, e quando.',
      },
      {
        title: 'Lascia che sia l’assistente a mettere ordine',
        body: 'Chiedi con parole semplici e ottieni riepiloghi, tendenze e modelli costruiti con i tuoi dati.',
      },
    ],
  },
  ourTeam: {
    title: 'Il nostro team',
  },
  manifesto: {
    title: 'Manifesto',
    description: 'Ciò in cui crediamo su dati, team e software, e perché costruiamo Tessera in questo modo.',
    lead: 'Ogni team ha più dati di quanti ne possa usare. Queste sono le convinzioni alla base dello spazio di lavoro che stiamo costruendo per cambiare le cose.',
    cta: {
      title: 'Costruiscilo con noi',
      body: 'Se è così che il tuo team vuole lavorare, vieni a provarlo. Per iniziare basta un minuto.',
      action: 'Crea il tuo spazio di lavoro',
    },
  },
  early: {
    title: 'Accesso anticipato',
    description:
      'Partecipa al programma di accesso anticipato di Tessera: prova per primo le novità, contribuisci alla roadmap e parla direttamente con il team che lo sviluppa.',
    lead: 'Tessera è giovane e la stiamo costruendo insieme ai team che la usano. I primi membri provano in anteprima le novità e aiutano a decidere cosa viene dopo.',
    benefitsTitle: 'Cosa ottengono i primi membri',
    benefits: [
      {
        title: 'Le novità per primi',
        body: 'Attiva funzioni ancora in anteprima, settimane prima di tutti gli altri, e disattivale quando vuoi.',
      },
      {
        title: 'Voce in capitolo sulla roadmap',
        body: 'Vota cosa costruiremo dopo e partecipa a brevi sessioni di ricerca in cui testiamo le idee prima di scrivere il codice.',
      },
      {
        title: 'Una linea diretta con il team',
        body: 'Il tuo feedback arriva direttamente ai designer e agli ingegneri che lavorano alla funzione, e ricevi una risposta da loro.',
      },
      {
        title: 'Aiuto per iniziare',
        body: 'Ti aiutiamo a collegare i tuoi primi flussi di dati e a creare uno spazio di lavoro adatto al modo in cui il tuo team lavora già.',
      },
    ],
    stepsTitle: 'Come funziona',
    steps: [
      {
        title: 'Crea un account',
        body: 'Registrati con la tua email o il tuo account Google. Ogni nuovo account ha il suo spazio di lavoro.',
      },
      {
        title: 'Partecipa al programma',
        body: 'Apri le Impostazioni e scegli Accesso anticipato. Puoi entrare o uscire in qualsiasi momento, e il tuo spazio di lavoro resta esattamente com’è.',
      },
      {
        title: 'Prova le novità',
        body: 'Le funzioni in anteprima sono chiaramente segnalate. Attiva quelle che vuoi, per te o per tutto il tuo spazio di lavoro.',
      },
      {
        title: 'Dicci cosa ne pensi',
        body: 'Invia un feedback dall’app ogni volta che qualcosa ti entusiasma o ti infastidisce. Leggiamo ogni messaggio.',
      },
    ],
    noteTitle: 'Buono a sapersi',
    note: 'Le funzioni in anteprima sono ancora in costruzione: possono cambiare e, a volte, non funzionare. Usano gli stessi dati dello spazio di lavoro del resto di Tessera, con gli stessi ruoli e permessi, quindi nessuno vede nulla che non potesse vedere prima.',
    cta: {
      title: 'Aiutaci a dare forma a Tessera',
      body: 'Crea un account gratuito, poi partecipa al programma dalle impostazioni del tuo spazio di lavoro.',
      action: 'Iscriviti all’accesso anticipato',
    },
  },
  demo: {
    title: 'Demo del prodotto',
    description:
      'Una guida passo passo a uno spazio di lavoro Tessera: collega un flusso di dati, chiedi all’assistente e condividi ciò che trovi con il tuo team.',
    lead: 'Segui un piccolo team da un mucchio di dati sparsi fino a un’informazione su cui tutti possono agire. Ci vogliono circa cinque minuti.',
    stepsTitle: 'La guida',
    exampleLabel: 'Per esempio',
    steps: [
      {
        title: 'Parti da uno spazio di lavoro nuovo',
        body: 'Ogni account include il suo spazio di lavoro. Dagli il nome del tuo team e invita le persone con cui lavori: designer, sviluppatori e manager ricevono ciascuno il ruolo adatto.',
        example:
          'Maya (Proprietaria) invita Sam come Editor e Priya, la product manager, come Collaboratrice.',
      },
      {
        title: 'Collega un flusso di dati',
        body: 'Apri Flussi di dati e collega uno strumento che usi già. Tessera mantiene i dati aggiornati, così nessuno deve più esportare un foglio di calcolo.',
        example:
          'Collega Amplitude per gli eventi di prodotto e Linear per le issue dietro i rilasci del mese scorso.',
      },
      {
        title: 'Chiedi all’assistente',
        body: 'Fai una domanda con parole semplici. L’assistente cerca in ogni flusso collegato, ti mostra cosa ha trovato e come ci è arrivato, e può trasformare la risposta in un modello riutilizzabile.',
        example:
          'Quale passaggio dell’onboarding perde più nuovi utenti, e qualcosa che abbiamo rilasciato il mese scorso l’ha cambiato?',
      },
      {
        title: 'Condividi con il tuo team',
        body: 'Condividi l’informazione con il tuo spazio di lavoro. Tutti vedono gli stessi numeri e le fonti che li sostengono, e possono riprendere la conversazione da dove l’hai lasciata.',
        example:
          'Sam apre l’informazione condivisa, vede il calo al passaggio due e lo collega alla issue che sta correggendo.',
      },
    ],
    cta: {
      title: 'Provalo con i tuoi dati',
      body: 'Crea uno spazio di lavoro, collega il tuo primo flusso di dati e fai la tua prima domanda in pochi minuti.',
      action: 'Inizia gratis',
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Scopri e installa nuove funzioni per il tuo spazio di lavoro',
    connect: 'Registrati per collegare',
    count: (count) => `${count} ${plural('it', count, { one: 'integrazione', other: 'integrazioni' })}`,
    missing: {
      title: 'Manca uno strumento su cui conta il tuo team?',
      body: 'Dicci di quale integrazione hai bisogno. Sono le richieste dei team a decidere cosa costruiamo.',
      action: 'Suggerisci un’integrazione',
    },
  },
};
