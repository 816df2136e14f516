import type { integrationMessages as en } from '../en/integrations';
import type { Translation } from '../catalogue-types';

export const integrationMessages: Translation<typeof en> = {
  categories: {
    productivity: 'Produttività e collaborazione',
    design: 'Strumenti di design',
    development: 'Sviluppo',
    analytics: 'Analisi e monitoraggio',
  },
  descriptions: {
    slack:
      'Porta le discussioni dei canali nel tuo spazio di lavoro e condividi le conclusioni dove parla il tuo team.',
    notion:
      'Sincronizza pagine e database, così appunti di ricerca e specifiche stanno accanto ai tuoi dati.',
    zoom: 'Trasforma le trascrizioni delle riunioni in note, decisioni e azioni ricercabili.',
    'google-drive': 'Importa Docs, Sheets e file dai drive condivisi e tienili aggiornati.',
    figma: 'Collega file di design e commenti, così feedback e decisioni restano tracciabili.',
    miro: 'Importa lavagne e post-it dai workshop e raggruppali per temi.',
    sketch: 'Segui documenti e simboli del tuo spazio Sketch mentre i design si evolvono.',
    framer: 'Collega i siti pubblicati per vedere come i visitatori reali accolgono le modifiche al design.',
    github: 'Segui repository, pull request e issue dalla prima idea al rilascio.',
    gitlab: 'Ricevi merge request, pipeline e issue dai tuoi progetti GitLab.',
    linear:
      'Sincronizza issue, cicli e progetti per collegare i piani di prodotto a ciò che viene rilasciato.',
    jira: 'Importa issue e sprint dai progetti Jira e crea report tra i team.',
    amplitude:
      'Ricevi eventi di prodotto e coorti per capire come le persone usano davvero ciò che costruisci.',
    mixpanel: 'Importa eventi e funnel per confrontare il comportamento prima e dopo un rilascio.',
    sentry: 'Importa errori e problemi di prestazioni per individuare i rilasci che danneggiano gli utenti.',
    datadog: 'Riunisci metriche, monitor e incidenti con il resto dei dati del tuo team.',
  },
};
