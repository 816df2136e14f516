import type { legalMessages as en } from '../en/legal';
import type { Translation } from '../catalogue-types';

export const legalMessages: Translation<typeof en> = {
  lastUpdated: { label: 'Última atualização:', date: '21 de dezembro de 2024', iso: '2024-12-21' },
  contents: 'Nesta página',
  privacy: {
    title: 'Política de Privacidade',
    description:
      'Como o Tessera coleta, usa, compartilha e protege informações pessoais, e as escolhas e os direitos que você tem.',
  },
  terms: {
    title: 'Termos de Serviço',
    description: 'Os termos que se aplicam quando você ou sua equipe usam o Tessera.',
  },
  cookies: {
    title: 'Política de Cookies',
    description:
      'Os cookies e o armazenamento do navegador que o Tessera usa, por que cada um é necessário, quanto tempo cada um dura e como mudar sua escolha.',
    table: {
      caption: 'Cookies e armazenamento do navegador usados pelo Tessera',
      name: 'Nome',
      type: 'Tipo',
      purpose: 'Finalidade',
      duration: 'Duração',
    },
  },
};
