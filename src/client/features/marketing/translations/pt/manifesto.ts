import type { ManifestoSection } from '@/client/features/marketing/manifesto-content';

export const manifestoSections: readonly ManifestoSection[] = [
  {
    id: 'scattered-is-normal',
    heading: 'Dados dispersos são normais. Continuar com eles dispersos é uma escolha.',
    paragraphs: [
      'Os números que explicam seu produto ficam numa ferramenta de análise. Os motivos por trás deles estão em tickets de suporte, notas de pesquisa, comentários de design e numa conversa que ninguém consegue encontrar. Toda equipe trabalha assim, e toda equipe perde horas juntando as peças à mão.',
      'Não achamos que a resposta seja mais um lugar para onde copiar dados. O Tessera se conecta às ferramentas que você já usa e mantém os dados onde eles devem estar, atualizados e em contexto, para que o trabalho comece do quadro completo, e não de uma exportação desatualizada.',
    ],
  },
  {
    id: 'insight-is-a-team-sport',
    heading: 'Insight é um esporte coletivo.',
    paragraphs: [
      'Designers percebem onde as pessoas têm dificuldade. Desenvolvedores sabem o que o sistema está realmente fazendo. Gestores veem para onde o negócio está indo. Um insight que só um deles consegue ler é meio insight.',
      'Por isso o Tessera foi feito para os três ao mesmo tempo: um espaço de trabalho, um conjunto de fontes e a mesma resposta para todos que fazem a mesma pergunta. Ninguém precisa traduzir um gráfico para o resto da sala.',
    ],
  },
  {
    id: 'a-co-creator-not-an-oracle',
    heading: 'O assistente é um cocriador, não um oráculo.',
    paragraphs: [
      'Criamos um assistente porque organizar dados brutos é um trabalho lento e repetitivo, e as máquinas são boas nisso. Não o criamos para tomar decisões por você.',
      'Ele mostra o raciocínio: quais fontes usou, o que deixou de fora e quão seguro está. Ele transforma suas perguntas em insights e modelos que você pode inspecionar, alterar e descartar. O julgamento fica com as pessoas que vão conviver com o resultado.',
    ],
  },
  {
    id: 'your-data-stays-yours',
    heading: 'Seus dados continuam sendo seus.',
    paragraphs: [
      'Os dados que você traz para o Tessera pertencem à sua equipe. Nós os usamos para fazer o trabalho que você pede e para nada mais. Não os vendemos, não mostramos publicidade para você e não os usamos para treinar modelos para outros clientes.',
      'As funções definem quem pode ver e alterar o quê, e elas são aplicadas nos nossos servidores, não apenas escondidas na interface. Quando você sai, seus dados saem com você.',
    ],
  },
  {
    id: 'calm-software',
    heading: 'Um bom software é tranquilo.',
    paragraphs: [
      'As ferramentas de trabalho ficaram barulhentas: selos, sequências, lembretes e notificações disputando a atenção que deveria ir para o próprio trabalho. Preferimos que você feche o Tessera porque encontrou o que precisava do que o mantenha aberto porque ele não parava de chamar você.',
      'Isso significa páginas rápidas, palavras simples, estados vazios honestos, nenhum padrão enganoso (dark pattern) e nenhum rastreamento além do necessário para manter você conectado.',
    ],
  },
  {
    id: 'built-for-everyone',
    heading: 'Feito para todos da equipe.',
    paragraphs: [
      'Uma ferramenta para equipes precisa funcionar para a equipe inteira: num celular pequeno e num monitor grande, no tema claro e no escuro, com teclado, leitor de tela ou mouse. Tratamos a acessibilidade como parte da definição de pronto, não como uma tarefa para depois.',
    ],
  },
  {
    id: 'small-steps-in-the-open',
    heading: 'Passos pequenos, às claras.',
    paragraphs: [
      'Lançamos em partes pequenas, contamos o que mudou e ouvimos o que você tem a dizer sobre isso. Os primeiros membros veem os novos recursos antes e ajudam a decidir o que vem a seguir, e cada mensagem enviada pelo formulário de feedback é lida pelas pessoas que constroem o produto.',
      'O Tessera é um mosaico, feito de muitas peças pequenas reunidas com cuidado. Assim é todo bom insight. Queremos construir os dois com você.',
    ],
  },
];
