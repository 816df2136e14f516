import type { dsmMessages as en } from '../en/dsm';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dsmMessages: Translation<typeof en> = {
  title: 'Design system',
  description:
    'O manual vivo da interface do Tessera: cada componente básico com suas variantes e estados, nos dois temas.',
  intro:
    'Cada exemplo aparece duas vezes, lado a lado: uma no tema da página, que segue o seletor de tema da navegação, e outra no tema escuro.',
  contents: 'Nesta página',
  preview: {
    light: 'Tema claro',
    dark: 'Tema escuro',
  },
  sections: {
    button: {
      title: 'Botão',
      description:
        'Ações. Um botão padrão por tela; contorno e fantasma para o resto, destrutivo para o que não pode ser desfeito. Um link com aparência de botão usa buttonVariants() como classe.',
      variants: 'Variantes',
      sizes: 'Tamanhos',
      states: 'Estados',
      onMedia: 'Sobre fotos e vídeos',
      default: 'Padrão',
      secondary: 'Secundário',
      outline: 'Contorno',
      ghost: 'Fantasma',
      link: 'Link',
      destructive: 'Destrutivo',
      inverse: 'Invertido',
      inverseOutline: 'Contorno invertido',
      small: 'Pequeno',
      large: 'Grande',
      iconOnly: 'Adicionar item',
      disabled: 'Desativado',
      busy: 'Salvando…',
      asLink: 'Link com estilo de botão',
    },
    input: {
      title: 'Campo e rótulo',
      description:
        'Texto de uma linha. Todo campo tem um rótulo visível; ajuda e erro são ligados a ele com aria-describedby, e um campo inválido define aria-invalid.',
      name: 'Nome do espaço de trabalho',
      namePlaceholder: 'Estúdio Acme',
      email: 'E-mail',
      emailHelp: 'Só usamos para você entrar.',
      invalid: 'Nome do perfil',
      invalidValue: 'Al',
      invalidError: 'O nome deve ter pelo menos 3 caracteres',
      disabled: 'ID do espaço de trabalho',
      disabledValue: 'ws_4f2a91',
      file: 'Imagem do avatar',
    },
    textarea: {
      title: 'Área de texto',
      description:
        'Texto de várias linhas, com um rótulo visível e uma contagem de caracteres opcional lida como sua descrição.',
      label: 'Mensagem',
      placeholder: 'O que devemos saber?',
      count: (left) =>
        `${left} ${plural('pt', left, { one: 'caractere restante', other: 'caracteres restantes' })}`,
      disabled: 'Nota arquivada',
      disabledValue: 'Esta nota é somente leitura.',
    },
    select: {
      title: 'Seleção',
      description:
        'Uma escolha em uma lista curta e fixa, com grupos opcionais. Abre com Espaço, Enter ou as setas; digite para ir até uma opção.',
      label: 'Tamanho da equipe',
      placeholder: 'Escolha um tamanho',
      small: 'Equipes pequenas',
      large: 'Equipes grandes',
      options: [
        { value: 'solo', label: 'Só eu' },
        { value: '2-10', label: 'De 2 a 10 pessoas' },
        { value: '11-50', label: 'De 11 a 50 pessoas' },
        { value: '51-200', label: 'De 51 a 200 pessoas' },
        { value: '200+', label: 'Mais de 200' },
      ],
      disabled: 'Região',
      disabledPlaceholder: 'Definida pelo seu administrador',
    },
    combobox: {
      title: 'Caixa de combinação',
      description:
        'Um campo de texto com uma lista filtrada de sugestões (combobox WAI-ARIA). As setas, Home e End percorrem a lista, Enter escolhe, Esc limpa o campo e anuncia isso.',
      label: 'Cidade',
      placeholder: 'Digite ou escolha uma cidade',
      help: (max) => `Escolha uma sugestão ou digite a sua, com até ${max} caracteres.`,
      strictLabel: 'Escritório',
      strictHelp: 'Só é possível escolher os escritórios da lista.',
      cleared: 'Formulário limpo',
      value: (value) => `Valor: ${value || '(vazio)'}`,
      options: [
        { value: 'amsterdam', label: 'Amsterdã' },
        { value: 'berlin', label: 'Berlim' },
        { value: 'lisbon', label: 'Lisboa' },
        { value: 'montreal', label: 'Montreal' },
        { value: 'nairobi', label: 'Nairóbi' },
        { value: 'osaka', label: 'Osaka' },
        { value: 'santiago', label: 'Santiago' },
        { value: 'vancouver', label: 'Vancouver' },
      ],
    },
    switch: {
      title: 'Interruptor',
      description: 'Uma configuração liga/desliga que vale na hora. Nomeada pelo seu rótulo; Espaço alterna.',
      on: 'Receber e-mails de feedback',
      off: 'Resumo semanal',
      disabled: 'Acesso à agenda (somente organizações)',
    },
    dialog: {
      title: 'Caixa de diálogo',
      description:
        'Uma tarefa modal. O foco entra e fica dentro, Esc ou o botão de fechar a fecham, e o foco volta ao botão que a abriu.',
      open: 'Convidar usuários',
      heading: 'Convidar pessoas',
      body: 'Elas vão receber um e-mail com um link para entrar neste espaço de trabalho.',
      emails: 'Endereços de e-mail',
      emailsHelp: 'Separe vários endereços com vírgulas.',
      cancel: 'Cancelar',
      send: 'Enviar convite',
      close: 'Fechar',
    },
    dropdownMenu: {
      title: 'Menu suspenso',
      description:
        'Um menu de ações atrás de um botão. As setas movem, Enter ou Espaço executam um item, Esc fecha e devolve o foco.',
      open: 'Opções',
      iconTrigger: 'Ações para Ada Lovelace',
      account: 'Ada Lovelace',
      copyEmail: 'Copiar e-mail',
      copyShortcut: '⌘C',
      manageAccess: 'Gerenciar acesso',
      editAccess: 'Editar acesso',
      notify: 'Notificações por e-mail',
      role: 'Função',
      roles: [
        { value: 'admin', label: 'Administrador' },
        { value: 'editor', label: 'Editor' },
        { value: 'collaborator', label: 'Colaborador' },
      ],
      more: 'Mais',
      archive: 'Arquivar',
      remove: 'Remover do espaço de trabalho',
    },
    card: {
      title: 'Cartão',
      description:
        'Um grupo de conteúdos e ações relacionados: cabeçalho com título, descrição e uma ação opcional, depois o conteúdo e o rodapé.',
      heading: 'Linear',
      body: 'Sincronize issues e projetos com seus fluxos de dados.',
      status: 'Conectado',
      detail: 'Última sincronização há 5 minutos em 2 espaços de trabalho.',
      manage: 'Gerenciar',
      disconnect: 'Desconectar',
    },
    badge: {
      title: 'Selo',
      description: 'Um status ou rótulo curto. Nunca o único portador do significado: o texto diz.',
      default: 'Proprietário',
      secondary: 'Editor',
      outline: 'Em breve',
      destructive: 'Atrasado',
    },
    breadcrumb: {
      title: 'Trilha de navegação',
      description:
        'Onde esta página fica. Uma região de navegação chamada Trilha de navegação; a página atual é marcada com aria-current e os separadores ficam ocultos para leitores de tela.',
      label: 'Trilha de navegação',
      darkLabel: 'Trilha de navegação (tema escuro)',
      home: 'Início',
      manual: 'Design system',
      current: 'Trilha de navegação',
    },
    tabs: {
      title: 'Abas',
      description:
        'Visões de um mesmo assunto, uma de cada vez. As setas alternam entre as abas; Tab entra no painel.',
      label: 'Seções da conta',
      items: [
        { value: 'profile', label: 'Perfil', body: 'Seu nome e como os outros veem você no Tessera.' },
        {
          value: 'links',
          label: 'Links',
          body: 'Links de site, LinkedIn, GitHub e Twitter exibidos no seu perfil.',
        },
        { value: 'emails', label: 'E-mails', body: 'Escolha quais e-mails o Tessera pode enviar para você.' },
      ],
    },
    avatar: {
      title: 'Avatar',
      description:
        'Uma imagem de uma pessoa ou de um espaço de trabalho. A imagem precisa de um texto alternativo; até carregar, ou se falhar, as iniciais aparecem no lugar.',
      imageAlt: 'Espaço de trabalho do Tessera',
      people: ['Ada Lovelace', 'Grace Hopper', 'alan.turing@tessera.app'],
    },
    toast: {
      title: 'Notificação',
      description:
        'Um retorno breve após uma ação, no canto inferior direito por 3 segundos, anunciado com discrição. Sucesso, erro, aviso e informação.',
      success: 'Sucesso',
      error: 'Erro',
      warning: 'Aviso',
      info: 'Informação',
      successMessage: 'Nome do espaço de trabalho atualizado com sucesso',
      errorMessage: 'Não foi possível atualizar o nome do espaço de trabalho',
      warningMessage: 'Você entrou, mas não foi possível criar a sessão',
      infoMessage: 'Complete seu perfil',
    },
    skeleton: {
      title: 'Esqueleto',
      description:
        'Um espaço reservado com a forma do conteúdo que está carregando. Oculto para leitores de tela; combine-o com um status de carregamento.',
      loading: 'Carregando a lista de membros…',
    },
    spinner: {
      title: 'Indicador de carregamento',
      description: 'Progresso indeterminado para uma espera curta, anunciado pelo seu rótulo de status.',
      label: 'Carregando…',
      busy: 'Enviando…',
    },
  },
};
