import type { changelogMessages as en } from '../en/changelog';
import type { Translation } from '../catalogue-types';

export const changelogMessages: Translation<typeof en> = {
  '0.5.0': {
    title: 'Le tue impostazioni, a modo tuo',
    changes: [
      'Impostazioni generali: tema scuro o chiaro, sei lingue e il tuo fuso orario, salvati nel tuo account e applicati subito.',
      'App: collega Linear, Notion, Figma, Zoom e Slack al tuo account; cercale mentre digiti.',
      'Scorciatoie elenca ogni scorciatoia da tastiera, a partire da Ctrl+K (⌘K) per la barra dei comandi.',
      'Accesso anticipato e Invita amici: unisciti al programma o invita qualcuno a registrarsi via email.',
    ],
  },
  '0.4.0': {
    title: 'Impostazioni dello spazio di lavoro',
    changes: [
      'Panoramica: rinomina il tuo spazio di lavoro e carica il suo avatar.',
      'Persone: invita i colleghi via email, assegna loro i ruoli e gestisci il loro accesso.',
      'Fatturazione, piani e flussi di dati, collegati per l’intero spazio di lavoro.',
    ],
  },
  '0.3.0': {
    title: 'Account più sicuri',
    changes: [
      'Accesso a due fattori con un’app di autenticazione e codici di backup.',
      'Il ripristino della password chiude ogni sessione e ti invia un avviso.',
      'Limiti ai tentativi di accesso ripetuti che non ti chiudono mai fuori dal tuo account.',
    ],
  },
  '0.2.0': {
    title: 'Account',
    changes: [
      'Registrati con la tua email o con Google e ripristina via email una password dimenticata.',
      'L’onboarding ti chiede nome e ruolo, poi ti porta nel tuo spazio di lavoro.',
    ],
  },
  '0.1.0': {
    title: 'Ciao, Tessera',
    changes: [
      'Il sito pubblico: home, manifesto, team, privacy, termini e cookie, nei temi chiaro e scuro.',
      'Inviaci un feedback da qualsiasi pagina.',
    ],
  },
};
