import type { marketingMessages as en } from '../en/marketing';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const marketingMessages: Translation<typeof en> = {
  home: {
    description:
      'O Tessera é o espaço de trabalho onde designers, desenvolvedores e gestores transformam juntos dados brutos e dispersos em insights e modelos de IA.',
    eyebrow: 'O espaço de trabalho para quem cria',
    title: 'Transformem juntos dados dispersos em insights.',
    pitch:
      'O Tessera reúne sua equipe, suas ferramentas e seus fluxos de dados em um espaço de trabalho tranquilo, com um assistente que transforma as peças brutas em insights e modelos de IA em que você pode confiar.',
    primaryCta: 'Comece grátis',
    secondaryCta: 'Leia nosso manifesto',
    pillarsTitle: 'Tudo em um só lugar, nada no seu caminho',
    pillars: [
      {
        title: 'Conecte todos os fluxos',
        body: 'Traga dados das ferramentas que você já usa e mantenha-os atualizados sem ficar copiando arquivos.',
      },
      {
        title: 'Trabalhem como uma só equipe',
        body: 'Convide pessoas com a função certa, compartilhem um espaço de trabalho e vejam quem mudou o quê, e quando.',
      },
      {
        title: 'Deixe o assistente organizar',
        body: 'Pergunte com palavras simples e receba resumos, padrões e modelos criados a partir dos seus próprios dados.',
      },
    ],
  },
  ourTeam: {
    title: 'Nossa equipe',
  },
  manifesto: {
    title: 'Manifesto',
    description:
      'No que acreditamos sobre dados, equipes e software, e por que estamos construindo o Tessera do jeito que estamos.',
    lead: 'Toda equipe tem mais dados do que consegue usar. Estas são as convicções por trás do espaço de trabalho que estamos construindo para mudar isso.',
    cta: {
      title: 'Construa com a gente',
      body: 'Se é assim que sua equipe quer trabalhar, venha experimentar. Leva um minuto para começar.',
      action: 'Crie seu espaço de trabalho',
    },
  },
  early: {
    title: 'Acesso antecipado',
    description:
      'Participe do programa de acesso antecipado do Tessera: experimente as novidades primeiro, ajude a definir o roadmap e fale diretamente com a equipe que o constrói.',
    lead: 'O Tessera é jovem, e estamos construindo-o junto com as equipes que o usam. Os primeiros membros experimentam as novidades antes e ajudam a decidir o que vem a seguir.',
    benefitsTitle: 'O que os primeiros membros recebem',
    benefits: [
      {
        title: 'Novidades primeiro',
        body: 'Ative recursos que ainda estão em prévia, semanas antes de todo mundo, e desative-os quando quiser.',
      },
      {
        title: 'Voz no roadmap',
        body: 'Vote no que vamos construir a seguir e participe de sessões curtas de pesquisa em que testamos ideias antes de escrever o código.',
      },
      {
        title: 'Uma linha direta com a equipe',
        body: 'Seu feedback vai direto para os designers e engenheiros que trabalham no recurso, e você recebe resposta deles.',
      },
      {
        title: 'Ajuda para começar',
        body: 'Ajudamos você a conectar seus primeiros fluxos de dados e a montar um espaço de trabalho que combine com o jeito como sua equipe já trabalha.',
      },
    ],
    stepsTitle: 'Como funciona',
    steps: [
      {
        title: 'Crie uma conta',
        body: 'Cadastre-se com seu e-mail ou sua conta do Google. Toda conta nova recebe seu próprio espaço de trabalho.',
      },
      {
        title: 'Entre no programa',
        body: 'Abra as Configurações e escolha Acesso antecipado. Você pode entrar ou sair a qualquer momento, e seu espaço de trabalho continua exatamente como está.',
      },
      {
        title: 'Experimente as novidades',
        body: 'Os recursos em prévia são claramente identificados. Ative os que quiser, para você ou para todo o seu espaço de trabalho.',
      },
      {
        title: 'Diga o que você acha',
        body: 'Envie feedback pelo app sempre que algo encantar ou incomodar você. Lemos todas as mensagens.',
      },
    ],
    noteTitle: 'Bom saber',
    note: 'Os recursos em prévia ainda estão sendo construídos: podem mudar e, às vezes, falhar. Eles usam os mesmos dados do espaço de trabalho que o resto do Tessera, com as mesmas funções e permissões, então ninguém vê nada que não pudesse ver antes.',
    cta: {
      title: 'Ajude a dar forma ao Tessera',
      body: 'Crie uma conta gratuita e depois entre no programa pelas configurações do seu espaço de trabalho.',
      action: 'Inscreva-se no acesso antecipado',
    },
  },
  demo: {
    title: 'Demonstração do produto',
    description:
      'Um passo a passo por um espaço de trabalho do Tessera: conecte um fluxo de dados, pergunte ao assistente e compartilhe o que descobrir com sua equipe.',
    lead: 'Acompanhe uma pequena equipe desde uma pilha de dados dispersos até um insight sobre o qual todos podem agir. Leva cerca de cinco minutos.',
    stepsTitle: 'O passo a passo',
    exampleLabel: 'Por exemplo',
    steps: [
      {
        title: 'Comece em um espaço de trabalho novo',
        body: 'Toda conta vem com seu próprio espaço de trabalho. Dê a ele o nome da sua equipe e convide as pessoas com quem você trabalha: designers, desenvolvedores e gestores recebem cada um a função adequada.',
        example:
          'Maya (Proprietária) convida Sam como Editor e Priya, a gerente de produto, como Colaboradora.',
      },
      {
        title: 'Conecte um fluxo de dados',
        body: 'Abra Fluxos de dados e conecte uma ferramenta que você já usa. O Tessera mantém os dados atualizados, então ninguém precisa exportar uma planilha de novo.',
        example:
          'Conecte o Amplitude para os eventos do produto e o Linear para as issues por trás das versões do mês passado.',
      },
      {
        title: 'Pergunte ao assistente',
        body: 'Faça uma pergunta com palavras simples. O assistente procura em todos os fluxos conectados, mostra o que encontrou e como chegou lá, e pode transformar a resposta em um modelo reutilizável.',
        example:
          'Qual etapa do onboarding perde mais usuários novos, e algo que lançamos no mês passado mudou isso?',
      },
      {
        title: 'Compartilhe com sua equipe',
        body: 'Compartilhe o insight com seu espaço de trabalho. Todos veem os mesmos números e as fontes por trás deles, e podem retomar a conversa de onde você parou.',
        example:
          'Sam abre o insight compartilhado, vê a queda na etapa dois e a associa à issue que está corrigindo.',
      },
    ],
    cta: {
      title: 'Experimente com seus próprios dados',
      body: 'Crie um espaço de trabalho, conecte seu primeiro fluxo de dados e faça sua primeira pergunta em poucos minutos.',
      action: 'Comece grátis',
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Descubra e instale novos recursos para o seu espaço de trabalho',
    connect: 'Cadastre-se para conectar',
    count: (count) => `${count} ${plural('pt', count, { one: 'integração', other: 'integrações' })}`,
    missing: {
      title: 'Falta uma ferramenta de que sua equipe depende?',
      body: 'Diga qual integração você precisa a seguir. Os pedidos das equipes decidem o que construímos.',
      action: 'Sugerir uma integração',
    },
  },
};
