import type { onboardingMessages as en } from '../en/onboarding';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const onboardingMessages: Translation<typeof en> = {
  title: 'Benvenuto in Tessera',
  description: 'Pochi passaggi rapidi per configurare il tuo spazio di lavoro.',
  progressLabel: 'Avanzamento della configurazione',
  progress: (step, total) => `Passaggio ${step} di ${total}`,
  continue: 'Continua',
  saving: 'Salvataggio…',
  skip: 'Salta',
  finish: 'Fine',
  profile: {
    title: 'Parlaci di te',
    description: 'Il tuo nome e il tuo ruolo aiutano i colleghi a sapere con chi lavorano.',
  },
  workspace: {
    title: 'Dai un nome al tuo spazio di lavoro',
    description: 'Qui vivono i flussi di dati, le informazioni e i modelli del tuo team.',
    label: 'Nome dello spazio di lavoro',
  },
  invite: {
    title: 'Invita i tuoi colleghi',
    description:
      'Tessera funziona meglio insieme. Gli inviti vengono inviati via email con un link per unirsi.',
    label: 'Indirizzi email',
    placeholder: 'ada@example.com, grace@example.com',
    hint: 'Separa più indirizzi con virgole.',
    invalid: (emails) => `Indirizzo email non valido: ${emails}`,
    submit: 'Invia gli inviti',
    sending: 'Invio...',
  },
  dataStreams: {
    title: 'Scegli i tuoi flussi di dati',
    description:
      'Scegli gli strumenti che il tuo team usa già. Potrai cambiarli più tardi nelle impostazioni.',
    loading: 'Caricamento dei tuoi flussi di dati…',
    selected: (count) => `${count} ${plural('it', count, { one: 'selezionato', other: 'selezionati' })}`,
  },
};
