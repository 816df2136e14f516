import type { mailMessages as en } from '../en/mail';
import type { Translation } from '../catalogue-types';

export const mailMessages: Translation<typeof en> = {
  layout: {
    brand: 'Tessera',
    greeting: (name) => `Olá, ${name},`,
    greetingWithoutName: 'Olá,',
    linkFallback: 'Se o botão não funcionar, copie este link no seu navegador:',
    signature: 'Equipe Tessera',
  },
  emailConfirmation: {
    subject: 'Confirme seu endereço de e-mail no Tessera',
    intro:
      'Obrigado por se cadastrar. Confirme seu endereço de e-mail para concluir a configuração da sua conta do Tessera.',
    action: 'Confirmar endereço de e-mail',
    outro: 'Se você não criou uma conta no Tessera, pode ignorar este e-mail.',
    reason: 'Você recebeu este e-mail porque este endereço foi usado para se cadastrar no Tessera.',
  },
  passwordReset: {
    subject: 'Redefina sua senha do Tessera',
    intro: 'Recebemos uma solicitação para redefinir a senha da sua conta do Tessera.',
    action: 'Redefinir senha',
    expiry: 'Este link funciona uma única vez e expira em até 1 hora.',
    outro: 'Se você não pediu uma nova senha, pode ignorar este e-mail: sua senha continua a mesma.',
    reason: 'Você recebeu este e-mail porque foi solicitada a redefinição de senha para este endereço.',
  },
  googleAccountNotice: {
    subject: 'Como entrar no Tessera',
    intro: 'Recebemos uma solicitação para redefinir a senha da sua conta do Tessera.',
    notice: 'Esta conta usa o login com Google. Entre com o Google.',
    action: 'Entrar no Tessera',
    outro: 'Se você não pediu uma nova senha, pode ignorar este e-mail.',
    reason: 'Você recebeu este e-mail porque foi solicitada a redefinição de senha para este endereço.',
  },
  passwordChanged: {
    subject: 'Sua senha do Tessera foi alterada',
    intro: (when) =>
      `A senha da sua conta do Tessera foi alterada em ${when}, e todas as sessões foram encerradas.`,
    outro: 'Se foi você, não precisa fazer mais nada.',
    notYou: 'Se não foi você, redefina sua senha agora:',
    action: 'Redefinir senha',
    reason: 'Você recebeu este e-mail porque a senha da sua conta do Tessera foi alterada.',
  },
  signUpAttempt: {
    subject: 'Alguém tentou se cadastrar com seu endereço de e-mail',
    intro:
      'Alguém acabou de tentar criar uma conta no Tessera com este endereço de e-mail. Você já tem uma conta, então nada foi alterado e nenhuma conta nova foi criada.',
    action: 'Entrar no Tessera',
    reset: 'Esqueceu sua senha? Redefina aqui',
    outro: 'Se não foi você, pode ignorar este e-mail: só quem consegue lê-lo pode entrar.',
    reason: 'Você recebeu este e-mail porque alguém tentou se cadastrar no Tessera com este endereço.',
  },
  workspaceInvitation: {
    someone: 'Um membro do Tessera',
    aWorkspace: 'um espaço de trabalho',
    subject: (inviterName, workspaceName) => `${inviterName} convidou você para ${workspaceName} no Tessera`,
    greeting: 'Olá,',
    intro: (inviterName, workspaceName) =>
      `${inviterName} convidou você para entrar em ${workspaceName} no Tessera.`,
    action: 'Aceitar convite',
    outro: 'Se você não esperava este convite, pode ignorar este e-mail.',
    reason:
      'Você recebeu este e-mail porque um membro do Tessera convidou este endereço para o espaço de trabalho dele.',
  },
};
