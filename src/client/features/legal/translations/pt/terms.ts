import { paths } from '@/shared/paths';
import { legalContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Aceitação destes termos',
    blocks: [
      'Estes Termos de Serviço (“Termos”) regem seu acesso e seu uso do site, do aplicativo web, do assistente e dos serviços relacionados do Tessera (em conjunto, o “Serviço”), fornecidos pelo Tessera (“Tessera”, “nós”). Ao criar uma conta ou usar o Serviço, você concorda com estes Termos. Se você não concordar, não use o Serviço.',
      'Se você usa o Serviço em nome de uma empresa ou outra organização, você confirma que tem autoridade para aceitar estes Termos em nome dela, e “você” inclui essa organização.',
      [
        'Nossa ',
        { text: 'Política de Privacidade', to: paths.marketing.privacy },
        ' explica como coletamos e usamos informações pessoais, e nossa ',
        { text: 'Política de Cookies', to: paths.marketing.cookies },
        ' explica os cookies que usamos. Ambas fazem parte destes Termos.',
      ],
    ],
  },
  {
    id: 'accounts',
    heading: 'Sua conta',
    blocks: [
      'Para usar a maior parte do Serviço, você precisa de uma conta. Você pode se cadastrar com um endereço de e-mail e uma senha ou com o login do Google. Você precisa ter pelo menos 16 anos e nos fornecer informações exatas, além de mantê-las atualizadas.',
      'Você é responsável por manter sua senha em segurança e por tudo o que acontece na sua conta. Não compartilhe sua conta com ninguém. Avise-nos imediatamente no endereço abaixo se você achar que outra pessoa acessou sua conta.',
    ],
  },
  {
    id: 'workspaces',
    heading: 'Espaços de trabalho e funções',
    blocks: [
      'O trabalho no Tessera acontece em espaços de trabalho. Quando você se cadastra, criamos um espaço de trabalho para você, e você pode convidar outras pessoas para participar dele. Cada membro tem uma destas funções:',
      {
        list: [
          [
            { strong: 'Proprietário:' },
            ' controle administrativo total, incluindo cobrança, inclusão e remoção de membros e atribuição de funções. Um espaço de trabalho sempre tem pelo menos um Proprietário.',
          ],
          [
            { strong: 'Administrador:' },
            ' gerencia as configurações da equipe, adiciona e remove membros e ajusta permissões.',
          ],
          [{ strong: 'Editor:' }, ' cria e edita arquivos e colabora neles.'],
          [{ strong: 'Colaborador:' }, ' visualiza e comenta, com edição limitada.'],
        ],
      },
      'Os Proprietários de um espaço de trabalho são responsáveis por quem convidam, pelas funções que atribuem e pelo uso do espaço de trabalho por seus membros. Se um espaço de trabalho pertence a uma organização, essa organização controla o espaço de trabalho e o conteúdo dele, e pode alterar seu acesso ou remover você.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Uso aceitável',
    blocks: [
      'Você concorda em não fazer, e em não permitir que outra pessoa faça, o seguinte:',
      {
        list: [
          'violar qualquer lei ou os direitos de qualquer pessoa, incluindo direitos de privacidade e de propriedade intelectual;',
          'enviar ou conectar dados que você não tem o direito de usar, ou informações pessoais que você não tem base legal para tratar;',
          'enviar malware, ou tentar obter acesso não autorizado ao Serviço, a outras contas ou aos sistemas conectados a ele;',
          'sondar, varrer ou testar o Serviço em busca de vulnerabilidades sem nossa permissão por escrito, ou contornar limites de taxa, controles de acesso ou outras medidas de segurança;',
          'sobrecarregar ou prejudicar o funcionamento do Serviço, inclusive por meio de solicitações automatizadas que excedam o uso normal;',
          'usar o Serviço ou o assistente para criar conteúdo ilegal, de assédio, de ódio, enganoso ou de exploração sexual, ou para tomar decisões com efeitos jurídicos ou igualmente significativos sobre pessoas sem uma revisão humana efetiva;',
          'enviar spam, incluindo convites em massa ou não solicitados; ou',
          'revender, sublicenciar ou copiar o Serviço, ou usá-lo para criar um produto concorrente.',
        ],
      },
      'Se você encontrar um problema de segurança, informe-nos de forma privada para que possamos corrigi-lo.',
    ],
  },
  {
    id: 'customer-content',
    heading: 'Seu conteúdo',
    blocks: [
      'Você mantém todos os direitos sobre os dados, arquivos e outros conteúdos que você ou seu espaço de trabalho trazem para o Serviço, e sobre os insights, resumos e modelos que o Serviço produz a partir deles para você (em conjunto, o “Conteúdo do Cliente”).',
      'Você nos concede uma licença mundial, não exclusiva e isenta de royalties para hospedar, copiar, tratar, transmitir e exibir o Conteúdo do Cliente somente na medida necessária para fornecer o Serviço a você, mantê-lo seguro e prestar suporte. Não usamos o Conteúdo do Cliente para treinar modelos disponibilizados a outros clientes.',
      'Você é responsável pelo Conteúdo do Cliente e confirma que tem todos os direitos e permissões necessários para trazê-lo para o Serviço e para nos permitir tratá-lo conforme descrito nestes Termos. Podemos remover conteúdo que acreditemos razoavelmente violar estes Termos ou a lei.',
    ],
  },
  {
    id: 'assistant',
    heading: 'O assistente e seus resultados',
    blocks: [
      'O assistente do Tessera usa aprendizado de máquina para responder a perguntas e produzir insights e modelos a partir dos seus dados. Os resultados dele são gerados automaticamente e podem estar incompletos, desatualizados ou errados. Verifique os resultados antes de confiar neles, especialmente em decisões importantes, e não os trate como aconselhamento profissional.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Integrações e serviços de terceiros',
    blocks: [
      'O Serviço permite que você conecte fluxos de dados e apps fornecidos por terceiros, como ferramentas de acompanhamento de projetos, ferramentas de design e serviços de análise. Quando você conecta um deles, você nos autoriza a trocar dados com esse provedor em seu nome. Seu uso de cada serviço de terceiros é regido pelos termos e pela política de privacidade dele, e não somos responsáveis por ele. Uma integração pode mudar ou deixar de funcionar se o provedor a alterar ou descontinuar.',
    ],
  },
  {
    id: 'billing',
    heading: 'Assinaturas e cobrança',
    blocks: [
      'Alguns recursos exigem uma assinatura paga para o espaço de trabalho. Os planos, os preços e seus limites são exibidos no app antes da compra.',
      {
        list: [
          'As assinaturas são cobradas antecipadamente, mensal ou anualmente, e são renovadas automaticamente pelo mesmo período até serem canceladas.',
          'Os pagamentos são processados por nosso provedor de pagamentos com cartão. Os Proprietários do espaço de trabalho podem atualizar os dados de pagamento, baixar faturas e cancelar a qualquer momento pelo portal do cliente do provedor, acessível pela página Cobrança nas configurações.',
          'Quando você cancela, a assinatura continua ativa até o fim do período já pago e depois não é renovada. Os valores já pagos não são reembolsáveis, exceto quando a lei determinar o contrário.',
          'Os preços não incluem impostos, que acrescentamos quando exigido.',
          'Podemos alterar os preços. Avisaremos você com pelo menos 30 dias de antecedência antes que uma alteração se aplique à sua próxima renovação, e você pode cancelar antes disso.',
          'Se um pagamento falhar, podemos limitar o espaço de trabalho aos recursos do plano gratuito até que a situação seja resolvida.',
        ],
      },
    ],
  },
  {
    id: 'feedback',
    heading: 'Feedback',
    blocks: [
      'Ideias e sugestões são bem-vindas. Se você nos enviar feedback, poderemos usá-lo para melhorar o Serviço sem nenhuma obrigação para com você.',
    ],
  },
  {
    id: 'our-rights',
    heading: 'Nossa propriedade intelectual',
    blocks: [
      'O Serviço, incluindo seu software, design, textos e marcas, pertence ao Tessera e a seus licenciadores e é protegido por lei. Estes Termos concedem a você um direito limitado, não exclusivo e intransferível de usar o Serviço na forma que eles permitem; eles não concedem a você nenhum outro direito sobre o Serviço.',
    ],
  },
  {
    id: 'termination',
    heading: 'Suspensão e encerramento',
    blocks: [
      'Você pode parar de usar o Serviço a qualquer momento e encerrar sua conta ou, se você for Proprietário, excluir seu espaço de trabalho.',
      'Podemos suspender ou encerrar seu acesso ao Serviço se você violar estes Termos de forma grave ou reiterada, se seu uso criar um risco de segurança ou jurídico para nós ou para outras pessoas, ou se a lei o exigir. Quando for razoável, avisaremos você antes e daremos a oportunidade de corrigir o problema.',
      'Quando um espaço de trabalho é encerrado, seus Proprietários têm 30 dias para exportar o Conteúdo do Cliente; depois disso, nós o excluímos conforme descrito em nossa Política de Privacidade. As seções destes Termos que, por sua natureza, devam continuar valendo após o encerramento, como as que tratam de conteúdo, isenções de garantia, responsabilidade e lei aplicável, continuam em vigor.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Isenções de garantia',
    blocks: [
      'Trabalhamos muito para manter o Tessera disponível, seguro e preciso, mas o Serviço é fornecido “no estado em que se encontra” e “conforme disponível”. Na máxima extensão permitida por lei, não oferecemos garantias de nenhum tipo, expressas ou implícitas, incluindo garantias de comerciabilidade, de adequação a uma finalidade específica, de não violação de direitos, ou de que o Serviço funcionará sem interrupções ou sem erros ou de que seus resultados serão precisos.',
      'Os recursos marcados como acesso antecipado ou prévia ainda estão em desenvolvimento: eles podem mudar, parar de funcionar ou ser retirados a qualquer momento.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitação de responsabilidade',
    blocks: [
      'Na máxima extensão permitida por lei, o Tessera não será responsável por quaisquer danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por qualquer perda de lucros, receitas, dados ou fundo de comércio (goodwill), decorrentes do Serviço ou destes Termos ou relacionados a eles.',
      'Na máxima extensão permitida por lei, nossa responsabilidade total por todas as reclamações relacionadas ao Serviço ou a estes Termos fica limitada ao maior valor entre o montante que você nos pagou pelo Serviço nos 12 meses anteriores ao evento que deu origem à reclamação e 100 dólares canadenses.',
      'Nada nestes Termos limita a responsabilidade que não pode ser limitada por lei, nem seus direitos como consumidor segundo as leis do lugar onde você mora.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indenização',
    blocks: [
      'Se você usa o Serviço para fins empresariais, você concorda em defender e indenizar o Tessera contra reclamações, danos e custos (incluindo honorários advocatícios razoáveis) decorrentes do seu Conteúdo do Cliente ou da sua violação destes Termos.',
    ],
  },
  {
    id: 'changes',
    heading: 'Alterações no Serviço e nestes Termos',
    blocks: [
      'Melhoramos o Serviço o tempo todo e podemos adicionar, alterar ou remover recursos. Se removermos um recurso pelo qual você paga, avisaremos você com antecedência.',
      'Podemos atualizar estes Termos. Quando fizermos isso, alteraremos a data de “Última atualização” no topo desta página e, no caso de alterações relevantes, avisaremos você por e-mail ou no app pelo menos 30 dias antes que elas entrem em vigor. Se você continuar usando o Serviço depois que as alterações entrarem em vigor, você aceita os Termos atualizados; se não concordar, pare de usar o Serviço e encerre sua conta.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Lei aplicável e disputas',
    blocks: [
      'Estes Termos são regidos pelas leis da Província da Colúmbia Britânica, Canadá, e pelas leis federais do Canadá aplicáveis nessa província, sem considerar as regras de conflito de leis. Os tribunais da Colúmbia Britânica têm jurisdição exclusiva sobre qualquer disputa decorrente destes Termos ou do Serviço, exceto quando a lei do lugar onde você mora, como consumidor, lhe der o direito de apresentar uma reclamação nos tribunais locais.',
      'Antes de iniciar uma disputa formal, entre em contato conosco para que possamos tentar resolver a questão de maneira informal.',
    ],
  },
  {
    id: 'general',
    heading: 'Disposições gerais',
    blocks: [
      'Estes Termos, juntamente com as políticas a que eles se referem, constituem o acordo integral entre você e o Tessera sobre o Serviço. Se qualquer parte deles não puder ser aplicada, o restante continua em vigor. Se não exercermos um direito, não estaremos renunciando a ele. Você não pode transferir estes Termos sem nosso consentimento; nós podemos transferi-los como parte de uma fusão, aquisição ou venda de ativos.',
    ],
  },
  {
    id: 'contact',
    heading: 'Fale conosco',
    blocks: [['Dúvidas sobre estes Termos? Envie um e-mail para ', legalContact, '.']],
  },
];
