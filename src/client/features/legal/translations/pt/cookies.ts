import { paths } from '@/shared/paths';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

const table = legalMessages.cookies.table;

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Sobre cookies e armazenamento do navegador',
    blocks: [
      'Cookies são pequenos arquivos de texto que um site pede ao seu navegador para guardar e enviar de volta nas solicitações seguintes. O armazenamento do navegador (armazenamento local e armazenamento de sessão) permite que um aplicativo web guarde pequenos valores no seu navegador sem enviá-los a um servidor.',
      'O Tessera usa apenas alguns de cada, para manter você conectado e lembrar as escolhas que você fez. Esta página lista cada um deles.',
    ],
  },
  {
    id: 'what-we-use',
    heading: 'O que usamos',
    blocks: [
      'Todos os itens abaixo são próprios (primários) e estritamente necessários: sem eles, o Serviço não consegue fazer seu login, concluir o login com o Google nem lembrar suas escolhas.',
      {
        table: {
          get caption() {
            return table.caption;
          },
          get columns() {
            return [table.name, table.type, table.purpose, table.duration];
          },
          rows: [
            [
              [{ code: 'better-auth.session_token' }],
              'Cookie',
              [
                'Mantém você conectado. Contém uma referência de sessão assinada, nunca a sua senha. HttpOnly (scripts não conseguem lê-lo) e SameSite=Strict; em produção, é enviado apenas por HTTPS e se chama ',
                { code: '__Secure-better-auth.session_token' },
                '. É removido quando você sai da conta.',
              ],
              '7 dias, renovado conforme você usa o Tessera',
            ],
            [
              [{ code: 'better-auth.state' }],
              'Cookie',
              'Definido somente quando você escolhe entrar com o Google. Ele vincula a resposta do Google ao login que você iniciou, o que protege você contra solicitações de login forjadas. HttpOnly e SameSite=Lax, para que sobreviva ao retorno do Google.',
              '5 minutos',
            ],
            [
              [{ code: 'cookie_consent' }],
              'Cookie',
              [
                'Lembra sua resposta ao aviso de cookies: ',
                { code: 'accepted' },
                ' (aceito) ou ',
                { code: 'declined' },
                ' (recusado). SameSite=Lax.',
              ],
              '1 ano',
            ],
            [
              [{ code: 'theme' }],
              'Armazenamento local',
              'Lembra se você escolheu o tema claro ou escuro, para que as páginas abram com as cores certas.',
              'Até você limpar os dados do site',
            ],
            [
              [{ code: 'auth_redirect' }],
              'Armazenamento de sessão',
              'Lembra a página que você estava tentando abrir quando pedimos que você fizesse login, para que possamos levar você de volta a ela depois.',
              'Até você fazer login ou fechar a aba',
            ],
            [
              [{ code: 'needsOnboarding' }],
              'Armazenamento de sessão',
              'Marca uma conta recém-criada para que a integração inicial (onboarding) seja aberta logo após o cadastro.',
              'Até a integração inicial ser aberta ou você fechar a aba',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'no-tracking',
    heading: 'Sem cookies de publicidade ou de análise',
    blocks: [
      'O Tessera não usa cookies de publicidade, cookies de análise de terceiros, pixels de rastreamento nem plugins de redes sociais, e nenhuma outra empresa define cookies por meio do nosso site. Não usamos cookies para seguir você em outros sites.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'Sua escolha de consentimento',
    blocks: [
      [
        'Na primeira vez que você nos visita, um aviso pede que você aceite ou recuse os cookies. Guardamos sua resposta no cookie ',
        { code: 'cookie_consent' },
        ' por 1 ano, para não perguntar de novo a cada visita. Depois de um ano, o cookie expira e o aviso aparece novamente.',
      ],
      'Todos os cookies que definimos hoje são estritamente necessários, então recusar não impede o Tessera de funcionar: isso registra sua escolha, e não adicionaremos cookies opcionais sem antes perguntar a você.',
    ],
  },
  {
    id: 'change-your-choice',
    heading: 'Como mudar sua escolha',
    blocks: [
      'Para mudar sua resposta, remova o cookie e escolha de novo:',
      {
        list: [
          [
            'Abra as configurações do seu navegador para este site (na maioria dos navegadores, o ícone ao lado da barra de endereço) e exclua o cookie ',
            { code: 'cookie_consent' },
            ', ou limpe todos os cookies e dados do site do Tessera.',
          ],
          'Recarregue a página. O aviso de cookies aparece novamente e você pode aceitar ou recusar.',
        ],
      },
      'Limpar todos os dados do site também desconecta você e redefine seu tema.',
    ],
  },
  {
    id: 'browser-controls',
    heading: 'Como bloquear cookies no seu navegador',
    blocks: [
      'Você pode bloquear ou excluir cookies a qualquer momento nas configurações do seu navegador. Se você bloquear o cookie de sessão, não conseguirá fazer login, e se bloquear o cookie de estado, o login com o Google não será concluído. O restante do site público funciona sem cookies.',
    ],
  },
  {
    id: 'more',
    heading: 'Alterações e dúvidas',
    blocks: [
      'Se começarmos a usar um novo cookie ou uma nova chave de armazenamento, nós o adicionaremos a esta página e atualizaremos a data no topo antes de usá-lo. Se ele não for estritamente necessário, pediremos seu consentimento antes.',
      [
        'Nossa ',
        { text: 'Política de Privacidade', to: paths.marketing.privacy },
        ' explica de forma mais ampla como tratamos informações pessoais. Para dúvidas sobre cookies, envie um e-mail para ',
        privacyContact,
        '.',
      ],
    ],
  },
];
