import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dataStreamsMessages: Translation<typeof en> = {
  description:
    'Collega gli strumenti in cui lavora il tuo team, così i loro dati confluiscono in questo spazio di lavoro.',
  searchLabel: 'Cerca flussi di dati',
  searchPlaceholder: 'Cerca flussi di dati...',
  connect: 'Collega',
  connected: 'Collegato',
  comingSoon: 'Prossimamente',
  connectedIn: (names) => `Collegato in: ${names}`,
  connectName: (name) => `Collega ${name}`,
  disconnectName: (name) => `${name} è collegato. Scollegalo`,
  disconnectTitle: (name) => `Scollegare ${name}?`,
  disconnectBody: (workspace) =>
    `I suoi dati smettono di arrivare in ${workspace} per tutti i membri dello spazio di lavoro. Potrai ricollegarlo più tardi.`,
  disconnect: 'Scollega',
  disconnecting: 'Scollegamento...',
  connectedToast: (name) => `${name} collegato`,
  disconnectedToast: (name) => `${name} scollegato`,
  failed: 'Impossibile salvare la modifica. Riprova.',
  loadFailed: 'Impossibile caricare i flussi di dati',
  readOnly: 'Solo i Proprietari e gli Amministratori possono collegare o scollegare i flussi di dati.',
  count: (count) => `${count} ${plural('it', count, { one: 'flusso di dati', other: 'flussi di dati' })}`,
};
