import { paths } from '@/shared/paths';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Sobre esta política',
    blocks: [
      'Esta Política de Privacidade explica como o Tessera (“Tessera”, “nós”) coleta, usa, compartilha e protege informações pessoais quando você visita nosso site, cria uma conta ou usa o espaço de trabalho do Tessera e seu assistente (em conjunto, o “Serviço”).',
      'Para as informações sobre sua conta e sobre como você usa o Serviço, o Tessera é o controlador: decidimos por que e como essas informações são tratadas. Para o conteúdo que um espaço de trabalho traz para o Tessera, como arquivos, fluxos de dados e conversas com o assistente, a organização proprietária do espaço de trabalho é a controladora, e o Tessera trata esse conteúdo em nome dela e de acordo com as instruções dela. Se você é membro do espaço de trabalho de outra pessoa ou organização, leia também o aviso de privacidade da sua organização.',
      [
        'Leia esta política em conjunto com nossos ',
        { text: 'Termos de Serviço', to: paths.marketing.terms },
        ' e nossa ',
        { text: 'Política de Cookies', to: paths.marketing.cookies },
        '.',
      ],
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Informações que coletamos',
    blocks: [
      'Coletamos apenas o que precisamos para operar o Serviço, mantê-lo seguro e melhorá-lo:',
      {
        list: [
          [
            { strong: 'Informações da conta.' },
            ' Seu nome completo, seu endereço de e-mail, a função que você nos informa no cadastro e sua senha. Nunca armazenamos a senha em si, apenas um hash unidirecional dela com salt. Se você entrar com o Google, o Google compartilha conosco seu nome, seu endereço de e-mail, sua foto de perfil e um identificador da sua conta Google; nunca vemos sua senha do Google.',
          ],
          [
            { strong: 'Perfil e preferências.' },
            ' Tudo o que você adiciona ao seu perfil, como links para seu site ou seus perfis em redes sociais, suas configurações de tema, idioma e fuso horário, e suas preferências de e-mail.',
          ],
          [
            { strong: 'Conteúdo do espaço de trabalho.' },
            ' Nomes e avatares dos espaços de trabalho, os membros que você convida e as funções que eles têm, os fluxos de dados e apps que você conecta, os dados que essas conexões trazem, os arquivos que você envia, as perguntas que você faz ao assistente e os insights e modelos que ele produz. Chamamos isso de “Conteúdo do Cliente”.',
          ],
          [
            { strong: 'Informações de cobrança.' },
            ' Quando um espaço de trabalho assina um plano pago, nosso provedor de pagamentos com cartão coleta diretamente os dados do cartão e o endereço de cobrança. Recebemos apenas uma referência de cliente, o plano, o status da assinatura e os quatro últimos dígitos e a data de validade do cartão. Nunca vemos nem armazenamos números completos de cartão.',
          ],
          [
            { strong: 'Dados de uso e de registro (logs).' },
            ' Quando você usa o Serviço, nossos servidores registram informações técnicas sobre cada solicitação: seu endereço IP, o tipo de navegador e de dispositivo, a página ou o endereço de API solicitado, o horário, o status da resposta e um identificador da solicitação. Usamos esses registros para manter o Serviço funcionando, investigar erros e impedir abusos.',
          ],
          [
            { strong: 'Cookies e armazenamento do navegador.' },
            ' Um pequeno número de cookies estritamente necessários mantém você conectado, protege o login com o Google e lembra sua escolha sobre cookies, e seu navegador armazena algumas configurações, como seu tema. Nossa ',
            { text: 'Política de Cookies', to: paths.marketing.cookies },
            ' lista cada um deles.',
          ],
          [
            { strong: 'Comunicações.' },
            ' As mensagens que você nos envia, incluindo o feedback que você envia pelo app e os e-mails para nossas equipes de suporte ou de privacidade.',
          ],
        ],
      },
      'Não usamos redes de publicidade, ferramentas de análise de terceiros nem pixels de rastreamento, e não compramos de ninguém informações pessoais sobre você.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'Como usamos as informações',
    blocks: [
      'Usamos informações pessoais para:',
      {
        list: [
          'criar e gerenciar sua conta, fazer seu login e manter sua sessão segura;',
          'fornecer o Serviço: hospedar seus espaços de trabalho, executar os fluxos de dados que você conecta e permitir que o assistente responda às suas perguntas e crie insights e modelos a partir dos dados do seu espaço de trabalho;',
          'enviar os e-mails dos quais o Serviço depende, como convites para espaços de trabalho, confirmação de e-mail, links de redefinição de senha e avisos de segurança;',
          'processar pagamentos e gerenciar assinaturas;',
          'responder às suas solicitações e ao seu feedback e prestar suporte;',
          'monitorar, proteger e depurar o Serviço, incluindo a limitação de taxa de solicitações, a detecção de fraudes e abusos e a investigação de incidentes de segurança;',
          'entender, de forma agregada, como os recursos são usados, para que possamos melhorá-los; e',
          'cumprir nossas obrigações legais e fazer valer nossos Termos de Serviço.',
        ],
      },
      'Não vendemos informações pessoais, não as compartilhamos para publicidade comportamental entre contextos e não usamos o Conteúdo do Cliente para treinar modelos disponibilizados a outros clientes.',
    ],
  },
  {
    id: 'legal-bases',
    heading: 'Bases legais para o tratamento',
    blocks: [
      'Quando o Regulamento Geral sobre a Proteção de Dados da UE ou do Reino Unido se aplica, nos baseamos nas seguintes bases legais:',
      {
        list: [
          [
            { strong: 'Contrato:' },
            ' para fornecer o Serviço que você ou sua organização contratou, incluindo sua conta, os espaços de trabalho, a cobrança e os e-mails do serviço.',
          ],
          [
            { strong: 'Interesses legítimos:' },
            ' para manter o Serviço seguro e confiável, prevenir abusos, melhorar nossos recursos e nos comunicar com você sobre o Serviço. Ponderamos esses interesses em relação aos seus direitos e só nos baseamos neles quando seus direitos não prevalecem sobre eles.',
          ],
          [
            { strong: 'Consentimento:' },
            ' quando o solicitamos, por exemplo para e-mails opcionais. Você pode retirar seu consentimento a qualquer momento, sem afetar o tratamento realizado antes disso.',
          ],
          [
            { strong: 'Obrigação legal:' },
            ' para manter registros fiscais e contábeis e responder a solicitações legítimas de autoridades.',
          ],
        ],
      },
      'No Canadá, tratamos informações pessoais de acordo com a Lei de Proteção de Informações Pessoais e Documentos Eletrônicos (Personal Information Protection and Electronic Documents Act – PIPEDA) e a legislação provincial aplicável, com base no seu consentimento, que você dá ao criar uma conta ou usar o Serviço e que pode ser implícito quando a finalidade é evidente.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Como compartilhamos informações',
    blocks: [
      'Compartilhamos informações pessoais apenas conforme descrito aqui:',
      {
        list: [
          [
            { strong: 'Prestadores de serviços (operadores).' },
            ' Usamos um pequeno número de prestadores que tratam dados em nosso nome, sob contratos escritos que os obrigam a protegê-los e a usá-los apenas para nos prestar seus serviços: nosso provedor de hospedagem em nuvem e de banco de dados, que executa o Serviço e armazena seus dados; nosso provedor de envio de e-mails, que envia convites, confirmações, redefinições de senha e avisos; e nosso provedor de pagamentos com cartão, que processa os pagamentos e opera o portal do cliente, no qual os Proprietários de espaços de trabalho gerenciam assinaturas e dados de cobrança.',
          ],
          [
            { strong: 'Seu espaço de trabalho.' },
            ' Os outros membros de um espaço de trabalho podem ver seu nome, seu endereço de e-mail, seu avatar, sua função e sua atividade recente nesse espaço de trabalho. Os Proprietários e Administradores do espaço de trabalho podem gerenciar os membros e ver o conteúdo do espaço de trabalho.',
          ],
          [
            { strong: 'Integrações que você conecta.' },
            ' Quando você ou seu espaço de trabalho conectam um fluxo de dados ou um app, trocamos dados com esse provedor conforme necessário para manter a conexão funcionando. O tratamento de dados por esses provedores é regido pelos termos e pelas políticas de privacidade deles.',
          ],
          [
            { strong: 'Google.' },
            ' Se você optar por entrar com o Google, enviamos ao Google as informações necessárias para concluir o login.',
          ],
          [
            { strong: 'Motivos legais.' },
            ' Podemos divulgar informações se acreditarmos de boa-fé que a lei o exige, ou que isso é necessário para proteger os direitos, a propriedade ou a segurança do Tessera, dos nossos usuários ou do público. Quando a lei permitir, informaremos você sobre solicitações referentes às suas informações.',
          ],
          [
            { strong: 'Transferências empresariais.' },
            ' Se o Tessera participar de uma fusão, aquisição ou venda de ativos, as informações pessoais poderão ser transferidas como parte dessa transação. Avisaremos você antes que suas informações fiquem sujeitas a uma política de privacidade diferente.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'Por quanto tempo mantemos as informações',
    blocks: [
      'Mantemos informações pessoais apenas pelo tempo de que precisamos delas para as finalidades desta política:',
      {
        list: [
          'As informações da conta e do perfil são mantidas enquanto sua conta estiver aberta. Quando você exclui sua conta, nós as excluímos em até 30 dias.',
          'O Conteúdo do Cliente é mantido enquanto o espaço de trabalho existir. Quando um espaço de trabalho é excluído, ou quando uma assinatura termina e não é renovada, o conteúdo dele é excluído em até 30 dias, a menos que o Proprietário do espaço de trabalho nos peça para excluí-lo antes.',
          'Os registros (logs) do servidor são mantidos por até 30 dias, a menos que precisemos deles por mais tempo para investigar um incidente de segurança específico.',
          'Os registros de cobrança e fiscais são mantidos pelo tempo exigido pelas leis fiscais e contábeis, que geralmente é de seis anos.',
          'Os backups são sobrescritos de forma contínua em até 35 dias, de modo que os dados excluídos desaparecem deles dentro desse período.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'Como protegemos as informações',
    blocks: [
      'Usamos medidas técnicas e organizacionais projetadas para proteger informações pessoais, incluindo criptografia em trânsito (HTTPS) em todas as conexões, senhas armazenadas apenas como hashes unidirecionais fortes, cookies de sessão que scripts não conseguem ler, controle de acesso baseado em funções dentro dos espaços de trabalho verificado em nossos servidores, limites de tentativas no login e na redefinição de senha, e a revogação de todas as sessões quando uma senha é redefinida. O acesso aos sistemas de produção é restrito às pessoas que precisam dele para operar o Serviço.',
      'Nenhum sistema é perfeitamente seguro. Se tomarmos conhecimento de uma violação que afete suas informações pessoais, notificaremos você e as autoridades competentes conforme exigido por lei.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'Transferências internacionais',
    blocks: [
      'O Tessera está sediado no Canadá, e nós e nossos prestadores de serviços podemos tratar informações pessoais no Canadá, nos Estados Unidos, na União Europeia e em outros países onde esses prestadores atuam. Esses países podem ter leis de proteção de dados diferentes das do lugar onde você mora.',
      'Quando transferimos informações pessoais para fora do Espaço Econômico Europeu, do Reino Unido ou da Suíça, nos baseamos em uma decisão de adequação (o Canadá conta com uma para organizações comerciais sujeitas à PIPEDA) ou em salvaguardas adequadas, como as Cláusulas Contratuais Padrão da Comissão Europeia e o respectivo adendo do Reino Unido.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Seus direitos e escolhas',
    blocks: [
      'Dependendo de onde você mora, você pode ter o direito de:',
      {
        list: [
          'acessar as informações pessoais que mantemos sobre você e obter uma cópia delas;',
          'corrigir informações inexatas ou incompletas;',
          'excluir suas informações ou sua conta inteira;',
          'receber suas informações em um formato portátil e legível por máquina;',
          'opor-se a determinados tratamentos, ou pedir que os restrinjamos, incluindo os tratamentos baseados em interesses legítimos;',
          'retirar o consentimento que você tiver dado; e',
          'apresentar uma reclamação a uma autoridade de proteção de dados, como o Office of the Privacy Commissioner of Canada (Comissário de Privacidade do Canadá), o Information and Privacy Commissioner for British Columbia (Comissário de Informação e Privacidade da Colúmbia Britânica) ou a autoridade do seu país.',
        ],
      },
      [
        'Você mesmo pode atualizar a maior parte das suas informações em Configurações. Para qualquer outra coisa, envie um e-mail para ',
        privacyContact,
        '. Responderemos em até 30 dias e talvez precisemos confirmar sua identidade antes. Se sua solicitação se referir ao Conteúdo do Cliente em um espaço de trabalho que pertence a uma organização, podemos encaminhar você a essa organização, que decide como o conteúdo dela é tratado.',
      ],
    ],
  },
  {
    id: 'children',
    heading: 'Crianças',
    blocks: [
      'O Tessera é uma ferramenta de trabalho e não é direcionado a crianças. Você precisa ter pelo menos 16 anos para criar uma conta. Não coletamos intencionalmente informações pessoais de menores de 16 anos; se você acredita que uma criança nos forneceu informações pessoais, entre em contato conosco e nós as excluiremos.',
    ],
  },
  {
    id: 'changes',
    heading: 'Alterações nesta política',
    blocks: [
      'Podemos atualizar esta política conforme o Serviço ou a lei mudarem. Quando fizermos isso, alteraremos a data de “Última atualização” no topo desta página. Se uma alteração afetar de forma relevante a maneira como tratamos suas informações pessoais, avisaremos você por e-mail ou no app antes que ela entre em vigor.',
    ],
  },
  {
    id: 'contact',
    heading: 'Fale conosco',
    blocks: [
      [
        'Se você tiver dúvidas sobre esta política ou sobre como tratamos informações pessoais, ou quiser exercer seus direitos, envie um e-mail para nossa equipe de privacidade em ',
        privacyContact,
        '.',
      ],
    ],
  },
];
