import type { billingMessages as en } from '../en/billing';
import type { Translation } from '../catalogue-types';

export const billingMessages: Translation<typeof en> = {
  billing: {
    description: 'Abbonamenti, fatture e dati di pagamento di questo spazio di lavoro.',
    explanationTitle: 'Come funziona la fatturazione',
    explanation:
      'Un abbonamento appartiene a uno spazio di lavoro ed è pagato dal suo Proprietario. Fatture, metodi di pagamento e dati di fatturazione sono gestiti dal nostro fornitore di pagamenti con carta; li gestisci nel suo portale clienti.',
    subscriptionTitle: 'Abbonamento',
    empty: 'Non hai un abbonamento attivo.',
    onFreePlan: 'Questo spazio di lavoro usa il piano gratuito.',
    seePlans: 'Vedi i piani',
    portalTitle: 'Portale clienti',
    portalBody:
      'Aggiorna i tuoi dati personali, i metodi di pagamento e gli abbonamenti presso il fornitore di pagamenti.',
    openPortal: 'Gestisci la fatturazione nel portale clienti',
    opensInNewTab: '(si apre in una nuova scheda)',
    ownersOnly: 'Solo il Proprietario dello spazio di lavoro può gestire la fatturazione.',
    loadFailed: 'Impossibile caricare la fatturazione',
  },
  plans: {
    description: 'Cosa include ogni piano.',
    current: 'Piano attuale',
    perMonth: 'al mese',
    only: 'Oggi Tessera ha un solo piano, ed è gratuito. Ogni spazio di lavoro lo ottiene per intero.',
    free: {
      name: 'Gratuito',
      price: '0 $',
      summary: 'Tutto ciò che fa Tessera, per team di ogni tipo.',
      features: (limits) => [
        `Fino a ${limits.members} membri per spazio di lavoro`,
        `Fino a ${limits.pendingInvitations} inviti in sospeso alla volta`,
        'Ogni flusso di dati, collegato per spazio di lavoro',
        'Ruoli: Proprietario, Amministratore, Editor e Collaboratore',
        'Autenticazione a due fattori e accesso con Google',
      ],
    },
  },
};
