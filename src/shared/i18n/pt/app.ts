import type { appMessages as en } from '../en/app';
import type { Translation } from '../catalogue-types';

export const appMessages: Translation<typeof en> = {
  header: {
    label: 'App',
    home: 'Início do app Tessera',
    settings: 'Configurações',
    workspace: 'Configurações do espaço de trabalho',
    logout: 'Sair',
    signedInAs: (name) => `Conectado como ${name}`,
  },
  home: {
    title: 'Início',
    greeting: (name) => `Boas-vindas, ${name}`,
    intro: 'Seu cocriador divertido para transformar dados brutos ou dispersos em insights e modelos de IA.',
    workspaceHeading: 'Seu espaço de trabalho',
    workspaceLabel: 'Espaço de trabalho',
  },
  profile: {
    title: 'Perfil',
    description: 'Como seus colegas de equipe veem você.',
    nameHeading: 'Nome do perfil',
    nameLabel: 'Nome do perfil',
    nameHint: 'De 3 a 50 caracteres: letras, números, espaços, hifens e pontos.',
    save: 'Salvar',
    saving: 'Salvando...',
    updated: 'Nome do perfil atualizado',
    accountHeading: 'Conta',
    email: 'E-mail',
    role: 'Função',
    noRole: 'Não definida',
  },
};
