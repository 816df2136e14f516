import type { billingMessages as en } from '../en/billing';
import type { Translation } from '../catalogue-types';

export const billingMessages: Translation<typeof en> = {
  billing: {
    description: 'Abonnements, Rechnungen und Zahlungsdaten dieses Workspaces.',
    explanationTitle: 'So funktioniert die Abrechnung',
    explanation:
      'Ein Abonnement gehört zu einem Workspace und wird von dessen Inhaber bezahlt. Rechnungen, Zahlungsmethoden und Rechnungsdaten verwaltet unser Kartenzahlungsanbieter; du bearbeitest sie in seinem Kundenportal.',
    subscriptionTitle: 'Abonnement',
    empty: 'Du hast kein aktives Abonnement.',
    onFreePlan: 'Dieser Workspace nutzt den kostenlosen Tarif.',
    seePlans: 'Tarife ansehen',
    portalTitle: 'Kundenportal',
    portalBody:
      'Aktualisiere deine persönlichen Daten, Zahlungsmethoden und Abonnements beim Zahlungsanbieter.',
    openPortal: 'Abrechnung im Kundenportal verwalten',
    opensInNewTab: '(öffnet sich in einem neuen Tab)',
    ownersOnly: 'Nur der Inhaber des Workspaces kann die Abrechnung verwalten.',
    loadFailed: 'Abrechnung kann nicht geladen werden',
  },
  plans: {
    description: 'Was jeder Tarif enthält.',
    current: 'Aktueller Tarif',
    perMonth: 'pro Monat',
    only: 'Tessera hat heute einen einzigen Tarif, und der ist kostenlos. Jeder Workspace bekommt ihn vollständig.',
    free: {
      name: 'Kostenlos',
      price: '0 $',
      summary: 'Alles, was Tessera kann, für Teams jeder Art.',
      features: (limits) => [
        `Bis zu ${limits.members} Mitglieder pro Workspace`,
        `Bis zu ${limits.pendingInvitations} offene Einladungen gleichzeitig`,
        'Jeder Datenstrom, pro Workspace verbunden',
        'Rollen: Inhaber, Admin, Bearbeiter und Mitwirkender',
        'Zwei-Faktor-Authentifizierung und Anmeldung mit Google',
      ],
    },
  },
};
