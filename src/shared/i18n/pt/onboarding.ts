import type { onboardingMessages as en } from '../en/onboarding';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const onboardingMessages: Translation<typeof en> = {
  title: 'Boas-vindas ao Tessera',
  description: 'Alguns passos rápidos para configurar seu espaço de trabalho.',
  progressLabel: 'Progresso da configuração',
  progress: (step, total) => `Passo ${step} de ${total}`,
  continue: 'Continuar',
  saving: 'Salvando…',
  skip: 'Pular',
  finish: 'Concluir',
  profile: {
    title: 'Conte sobre você',
    description: 'Seu nome e sua função ajudam os colegas a saber com quem estão trabalhando.',
  },
  workspace: {
    title: 'Dê um nome ao seu espaço de trabalho',
    description: 'É aqui que ficam os fluxos de dados, os insights e os modelos da sua equipe.',
    label: 'Nome do espaço de trabalho',
  },
  invite: {
    title: 'Convide seus colegas',
    description:
      'O Tessera funciona melhor em conjunto. Os convites são enviados por e-mail com um link para entrar.',
    label: 'Endereços de e-mail',
    placeholder: 'ada@example.com, grace@example.com',
    hint: 'Separe vários endereços com vírgulas.',
    invalid: (emails) => `Endereço de e-mail inválido: ${emails}`,
    submit: 'Enviar convites',
    sending: 'Enviando...',
  },
  dataStreams: {
    title: 'Escolha seus fluxos de dados',
    description: 'Escolha as ferramentas que sua equipe já usa. Você pode mudá-las depois nas configurações.',
    loading: 'Carregando seus fluxos de dados…',
    selected: (count) => `${count} ${plural('pt', count, { one: 'selecionado', other: 'selecionados' })}`,
  },
};
