import type { Translation } from '../catalogue-types';
import type { securityMessages as en } from '../en/security';
import { plural } from '../plural';

export const securityMessages: Translation<typeof en> = {
  confirm: {
    password: 'Senha',
    code: 'Código do autenticador ou de backup',
    passwordRequired: 'Digite sua senha para confirmar.',
    codeRequired: 'Digite um código do seu app autenticador ou um código de backup.',
  },
  twoFactor: {
    title: 'Autenticação em duas etapas',
    description:
      'Pede um código de um app autenticador, além da sua senha ou do Google, sempre que você entrar.',
    on: 'Ativada',
    off: 'Desativada',
    loadFailed: 'Não foi possível carregar suas configurações de autenticação em duas etapas.',
    backupCodesLeft: (count) =>
      plural('pt', count, {
        one: `Resta ${count} código de backup.`,
        other: `Restam ${count} códigos de backup.`,
      }),
    turnOn: 'Ativar a autenticação em duas etapas',
    turnOff: 'Desativar a autenticação em duas etapas',
    regenerate: 'Novos códigos de backup',
    forgetDevices: 'Esquecer todos os dispositivos confiáveis',
    forgetDevicesHelp: (count) =>
      count === 0
        ? 'No momento, nenhum dispositivo pula o código.'
        : `${count} ${plural('pt', count, { one: 'dispositivo pula', other: 'dispositivos pulam' })} o código por 30 dias depois de você escolher "Confiar neste dispositivo".`,
    devicesForgotten: 'Cada dispositivo confiável terá que informar um código no próximo acesso.',
    enrol: {
      title: 'Ativar a autenticação em duas etapas',
      passwordIntro: 'Digite sua senha para começar.',
      emailIntro:
        'Sua conta entra com o Google e não tem senha, então confirmamos que é você com um código enviado para o seu e-mail.',
      sendEmailCode: 'Enviar um código por e-mail',
      emailCodeSent: (email) => `Enviamos um código de 6 dígitos para ${email}. Ele vale por 15 minutos.`,
      emailCode: 'Código do e-mail',
      start: 'Continuar',
      scan: 'Escaneie este QR code com um app autenticador (como 1Password, Google Authenticator ou Authy).',
      qrAlt: 'QR code para adicionar o Tessera a um app autenticador',
      manual: 'Ou digite esta chave manualmente:',
      code: 'Código do app',
      confirm: 'Ativar',
      cancel: 'Cancelar',
      enabled: 'A autenticação em duas etapas está ativada.',
    },
    codes: {
      title: 'Seus códigos de backup',
      intro:
        'Cada código permite entrar uma vez se você perder seu autenticador. Guarde-os em um lugar seguro: eles não serão mostrados de novo.',
      download: 'Baixar',
      copy: 'Copiar',
      copied: 'Códigos de backup copiados.',
      done: 'Já salvei',
      fileName: 'tessera-codigos-de-backup.txt',
      fileHeading: 'Códigos de backup do Tessera. Cada código funciona uma vez.',
      regenerateTitle: 'Novos códigos de backup',
      regenerateIntro: 'Seus códigos de backup antigos deixam de funcionar assim que os novos são criados.',
      regenerateAction: 'Criar novos códigos',
    },
    disable: {
      title: 'Desativar a autenticação em duas etapas',
      intro: 'Para entrar, bastará sua senha ou o Google. Os dispositivos confiáveis serão esquecidos.',
      action: 'Desativar',
      disabled: 'A autenticação em duas etapas está desativada.',
    },
    errors: {
      alreadyOn: 'A autenticação em duas etapas já está ativada na sua conta.',
      notOn: 'A autenticação em duas etapas não está ativada na sua conta.',
      notStarted:
        'Comece de novo a ativação da autenticação em duas etapas: a configuração não foi encontrada ou expirou.',
      confirmEmailFirst: 'Confirme seu endereço de e-mail antes de ativar a autenticação em duas etapas.',
      hasPassword: 'Sua conta tem senha: digite-a para ativar a autenticação em duas etapas.',
      emailCodeRequired: 'Digite o código que enviamos por e-mail.',
      wrongEmailCode: 'Esse código está incorreto ou expirou. Peça um novo.',
      wrongCode: 'Esse código está incorreto. Digite o código atual do seu app autenticador.',
      codeFormat: 'Digite o código de 6 dígitos do seu app autenticador.',
      qrFailed: 'Não foi possível desenhar o QR code. Digite a chave manualmente.',
      copyFailed: 'Não foi possível copiar. Selecione os códigos e copie-os você mesmo.',
    },
  },
  deletion: {
    title: 'Excluir conta',
    description:
      'Exclui sua conta, seu perfil e suas configurações, e todo espaço de trabalho em que você é o único membro. Isso não pode ser desfeito.',
    action: 'Excluir minha conta',
    loadFailed: 'Não foi possível verificar se sua conta pode ser excluída.',
    dialogTitle: 'Excluir sua conta?',
    soleWorkspaces: (names) => `Estes espaços de trabalho serão excluídos junto: ${names}.`,
    confirmLabel: (email) => `Digite seu endereço de e-mail (${email}) para confirmar`,
    confirmMismatch: 'Digite seu endereço de e-mail exatamente como mostrado para confirmar.',
    submit: 'Excluir minha conta para sempre',
    blocked: (names) =>
      `Você é o único Proprietário de ${names}, onde há outras pessoas. Torne outra pessoa Proprietário na página Pessoas (mude antes para esse espaço de trabalho) ou remova os outros membros e, depois, exclua sua conta.`,
    openPeople: 'Abrir a página Pessoas',
    deleted: 'Sua conta foi excluída.',
  },
  exportData: {
    title: 'Baixar meus dados',
    description:
      'Um arquivo JSON com tudo o que o Tessera guarda sobre você: perfil, configurações, espaços de trabalho e funções, sessões, dispositivos, feedback e os conjuntos de dados que você enviou (os detalhes, não o conteúdo).',
    action: 'Baixar meus dados',
    preparing: 'Preparando seu arquivo...',
    failed: 'Não foi possível baixar seus dados. Tente novamente em instantes.',
  },
  mail: {
    resetPassword: 'Redefinir sua senha',
    twoFactorEnabled: {
      subject: 'A autenticação em duas etapas está ativada na sua conta Tessera',
      intro: (when) =>
        `A autenticação em duas etapas foi ativada na sua conta Tessera em ${when}. A partir de agora, ao entrar será pedido um código do seu app autenticador.`,
      notYou: 'Se não foi você, redefina sua senha e revise sua conta agora:',
      action: 'Revisar sua conta',
      reason: 'Você recebeu este e-mail porque as configurações de segurança da sua conta Tessera mudaram.',
    },
    twoFactorDisabled: {
      subject: 'A autenticação em duas etapas está desativada na sua conta Tessera',
      intro: (when) =>
        `A autenticação em duas etapas foi desativada na sua conta Tessera em ${when}. Ao entrar, não será mais pedido um código.`,
      notYou: 'Se não foi você, redefina sua senha e ative a autenticação em duas etapas de novo:',
      action: 'Revisar sua conta',
      reason: 'Você recebeu este e-mail porque as configurações de segurança da sua conta Tessera mudaram.',
    },
    emailCode: {
      subject: 'Seu código de confirmação do Tessera',
      purpose: {
        'two-factor': 'Você pediu para ativar a autenticação em duas etapas na sua conta Tessera.',
        deletion: 'Você pediu para excluir sua conta Tessera.',
        'sign-in-method': 'Você pediu para adicionar uma senha à sua conta Tessera.',
      },
      intro: (code) => `Seu código de confirmação é ${code}. Ele funciona uma vez, por 15 minutos.`,
      notYou:
        'Se não foi você que pediu, alguém pode ter entrado na sua conta: encerre suas outras sessões na página Contas.',
      action: 'Abrir as configurações da conta',
      reason: 'Você recebeu este e-mail porque uma alteração na sua conta Tessera precisava de confirmação.',
    },
    accountDeleted: {
      subject: 'Sua conta Tessera foi excluída',
      intro: (when) =>
        `Sua conta Tessera e os espaços de trabalho em que você era o único membro foram excluídos em ${when}. Todas as sessões foram encerradas.`,
      outro: 'Lamentamos ver você partir. Volte quando quiser.',
      action: 'Visitar o Tessera',
      reason: 'Você recebeu este e-mail porque a conta Tessera deste endereço foi excluída.',
    },
  },
};
