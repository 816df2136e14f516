import { paths } from '@/shared/paths';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

const table = legalMessages.cookies.table;

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'À propos des cookies et du stockage du navigateur',
    blocks: [
      'Les cookies sont de petits fichiers texte qu’un site web demande à votre navigateur de conserver et de lui renvoyer lors des requêtes suivantes. Le stockage du navigateur (stockage local et stockage de session) permet à une application web de conserver de petites valeurs dans votre navigateur sans les envoyer à un serveur.',
      'Tessera n’en utilise qu’une poignée de chaque sorte, pour vous maintenir connecté et mémoriser les choix que vous avez faits. Cette page les répertorie tous, sans exception.',
    ],
  },
  {
    id: 'what-we-use',
    heading: 'Ce que nous utilisons',
    blocks: [
      'Chacun des éléments ci-dessous est interne (déposé par Tessera elle-même) et strictement nécessaire : sans lui, le Service ne peut pas vous connecter, finaliser la connexion avec Google ni mémoriser vos choix.',
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
                'Vous maintient connecté. Il contient une référence de session signée, jamais votre mot de passe. HttpOnly (les scripts ne peuvent pas le lire) et SameSite=Strict ; en production, il n’est envoyé que via HTTPS et s’appelle ',
                { code: '__Secure-better-auth.session_token' },
                '. Supprimé lorsque vous vous déconnectez.',
              ],
              '7 jours, renouvelé à mesure que vous utilisez Tessera',
            ],
            [
              [{ code: 'better-auth.state' }],
              'Cookie',
              'Défini uniquement lorsque vous choisissez la connexion avec Google. Il relie la réponse de Google à la connexion que vous avez lancée, ce qui vous protège contre les demandes de connexion falsifiées. HttpOnly et SameSite=Lax, afin qu’il subsiste lors du retour depuis Google.',
              '5 minutes',
            ],
            [
              [{ code: 'cookie_consent' }],
              'Cookie',
              [
                'Mémorise votre réponse au bandeau relatif aux cookies : ',
                { code: 'accepted' },
                ' ou ',
                { code: 'declined' },
                '. SameSite=Lax.',
              ],
              '1 an',
            ],
            [
              [{ code: 'theme' }],
              'Stockage local',
              'Mémorise si vous avez choisi le thème clair ou sombre, afin que les pages s’ouvrent avec les bonnes couleurs.',
              'Jusqu’à ce que vous effaciez les données du site',
            ],
            [
              [{ code: 'auth_redirect' }],
              'Stockage de session',
              'Mémorise la page que vous tentiez d’ouvrir lorsque nous vous avons demandé de vous connecter, afin de pouvoir vous y ramener ensuite.',
              'Jusqu’à ce que vous vous connectiez ou fermiez l’onglet',
            ],
            [
              [{ code: 'needsOnboarding' }],
              'Stockage de session',
              'Signale un compte tout juste créé afin que la prise en main s’ouvre juste après l’inscription.',
              'Jusqu’à l’ouverture de la prise en main ou la fermeture de l’onglet',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'no-tracking',
    heading: 'Aucun cookie publicitaire ou de mesure d’audience',
    blocks: [
      'Tessera n’utilise pas de cookies publicitaires, de cookies de mesure d’audience tiers, de pixels de suivi ni de modules de réseaux sociaux, et aucune autre entreprise ne dépose de cookies par l’intermédiaire de notre site web. Nous n’utilisons pas de cookies pour vous suivre sur d’autres sites.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'Votre choix en matière de consentement',
    blocks: [
      [
        'Lors de votre première visite, un bandeau vous invite à accepter ou à refuser les cookies. Nous enregistrons votre réponse dans le cookie ',
        { code: 'cookie_consent' },
        ' pendant 1 an, afin de ne pas vous reposer la question à chaque visite. Au bout d’un an, le cookie expire et le bandeau s’affiche de nouveau.',
      ],
      'Tous les cookies que nous déposons aujourd’hui sont strictement nécessaires ; refuser n’empêche donc pas Tessera de fonctionner : votre choix est enregistré, et nous n’ajouterons pas de cookies facultatifs sans vous le demander au préalable.',
    ],
  },
  {
    id: 'change-your-choice',
    heading: 'Modifier votre choix',
    blocks: [
      'Pour modifier votre réponse, supprimez le cookie et faites un nouveau choix :',
      {
        list: [
          [
            'Ouvrez les paramètres de votre navigateur pour ce site (dans la plupart des navigateurs, l’icône située à côté de la barre d’adresse) et supprimez le cookie ',
            { code: 'cookie_consent' },
            ', ou effacez tous les cookies et toutes les données de site de Tessera.',
          ],
          'Rechargez la page. Le bandeau relatif aux cookies s’affiche de nouveau et vous pouvez accepter ou refuser.',
        ],
      },
      'Effacer toutes les données du site vous déconnecte également et réinitialise votre thème.',
    ],
  },
  {
    id: 'browser-controls',
    heading: 'Bloquer les cookies dans votre navigateur',
    blocks: [
      'Vous pouvez bloquer ou supprimer les cookies à tout moment dans les paramètres de votre navigateur. Si vous bloquez le cookie de session, vous ne pourrez pas vous connecter, et si vous bloquez le cookie d’état, la connexion avec Google ne pourra pas aboutir. Le reste du site web public fonctionne sans cookies.',
    ],
  },
  {
    id: 'more',
    heading: 'Modifications et questions',
    blocks: [
      'Si nous commençons à utiliser un nouveau cookie ou une nouvelle clé de stockage, nous l’ajouterons à cette page et mettrons à jour la date indiquée en haut avant de l’utiliser. S’il n’est pas strictement nécessaire, nous vous demanderons d’abord votre consentement.',
      [
        'Notre ',
        { text: 'Politique de confidentialité', to: paths.marketing.privacy },
        ' explique plus largement comment nous traitons les informations personnelles. Pour toute question relative aux cookies, écrivez à ',
        privacyContact,
        '.',
      ],
    ],
  },
];
