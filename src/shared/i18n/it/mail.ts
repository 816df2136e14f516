import type { mailMessages as en } from '../en/mail';
import type { Translation } from '../catalogue-types';

export const mailMessages: Translation<typeof en> = {
  layout: {
    brand: 'Tessera',
    greeting: (name) => `Ciao ${name},`,
    greetingWithoutName: 'Ciao,',
    linkFallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signature: 'Il team di Tessera',
  },
  emailConfirmation: {
    subject: 'Conferma il tuo indirizzo email per Tessera',
    intro:
      'Grazie per esserti registrato. Conferma il tuo indirizzo email per completare la configurazione del tuo account Tessera.',
    action: 'Conferma l’indirizzo email',
    outro: 'Se non hai creato un account Tessera, puoi ignorare questa email.',
    reason: 'Hai ricevuto questa email perché questo indirizzo è stato usato per registrarsi a Tessera.',
  },
  passwordReset: {
    subject: 'Reimposta la tua password di Tessera',
    intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Tessera.',
    action: 'Reimposta la password',
    expiry: 'Questo link funziona una sola volta e scade entro 1 ora.',
    outro:
      'Se non hai chiesto una nuova password, puoi ignorare questa email: la tua password resta la stessa.',
    reason:
      'Hai ricevuto questa email perché è stata richiesta la reimpostazione della password per questo indirizzo.',
  },
  googleAccountNotice: {
    subject: 'Come accedere a Tessera',
    intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Tessera.',
    notice: 'Questo account usa l’accesso con Google. Accedi invece con Google.',
    action: 'Accedi a Tessera',
    outro: 'Se non hai chiesto una nuova password, puoi ignorare questa email.',
    reason:
      'Hai ricevuto questa email perché è stata richiesta la reimpostazione della password per questo indirizzo.',
  },
  passwordChanged: {
    subject: 'La password di Tessera è stata cambiata',
    intro: (when) =>
      `La password del tuo account Tessera è stata cambiata il ${when} e tutte le sessioni sono state chiuse.`,
    outro: 'Se sei stato tu, non devi fare altro.',
    notYou: 'Se non sei stato tu, reimposta subito la password:',
    action: 'Reimposta la password',
    reason: 'Hai ricevuto questa email perché la password del tuo account Tessera è cambiata.',
  },
  signUpAttempt: {
    subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo email',
    intro:
      'Qualcuno ha appena provato a creare un account Tessera con questo indirizzo email. Hai già un account, quindi non è stato modificato nulla e non è stato creato alcun nuovo account.',
    action: 'Accedi a Tessera',
    reset: 'Hai dimenticato la password? Reimpostala qui',
    outro: 'Se non sei stato tu, puoi ignorare questa email: solo chi può leggerla può accedere.',
    reason:
      'Hai ricevuto questa email perché qualcuno ha provato a registrarsi a Tessera con questo indirizzo.',
  },
  workspaceInvitation: {
    someone: 'Un membro di Tessera',
    aWorkspace: 'uno spazio di lavoro',
    subject: (inviterName, workspaceName) => `${inviterName} ti ha invitato in ${workspaceName} su Tessera`,
    greeting: 'Ciao,',
    intro: (inviterName, workspaceName) =>
      `${inviterName} ti ha invitato a unirti a ${workspaceName} su Tessera.`,
    action: 'Accetta l’invito',
    outro: 'Se non ti aspettavi questo invito, puoi ignorare questa email.',
    reason:
      'Hai ricevuto questa email perché un membro di Tessera ha invitato questo indirizzo nel suo spazio di lavoro.',
  },
};
