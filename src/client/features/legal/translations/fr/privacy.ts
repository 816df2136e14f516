import { paths } from '@/shared/paths';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'À propos de cette politique',
    blocks: [
      'La présente Politique de confidentialité explique comment Tessera (« Tessera », « nous ») collecte, utilise, partage et protège les informations personnelles lorsque vous visitez notre site web, créez un compte ou utilisez l’espace de travail Tessera et son assistant (ensemble, le « Service »).',
      'Pour les informations relatives à votre compte et à votre utilisation du Service, Tessera est le responsable du traitement : nous déterminons pourquoi et comment ces informations sont traitées. Pour le contenu qu’un espace de travail apporte dans Tessera, comme les fichiers, les flux de données et les conversations avec l’assistant, l’organisation propriétaire de l’espace de travail est le responsable du traitement, et Tessera traite ce contenu pour son compte et selon ses instructions. Si vous êtes membre de l’espace de travail d’une autre personne ou organisation, veuillez également lire la politique de confidentialité propre à votre organisation.',
      [
        'Veuillez lire cette politique conjointement avec nos ',
        { text: 'Conditions d’utilisation', to: paths.marketing.terms },
        ' et notre ',
        { text: 'Politique relative aux cookies', to: paths.marketing.cookies },
        '.',
      ],
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Informations que nous collectons',
    blocks: [
      'Nous ne collectons que ce dont nous avons besoin pour faire fonctionner le Service, en assurer la sécurité et l’améliorer :',
      {
        list: [
          [
            { strong: 'Informations de compte.' },
            ' Vos nom et prénom, votre adresse e-mail, le rôle que vous nous indiquez lors de l’inscription et votre mot de passe. Nous ne conservons jamais votre mot de passe lui-même, seulement une empreinte (hachage) salée et irréversible de celui-ci. Si vous vous connectez avec Google, Google nous communique votre nom, votre adresse e-mail, votre photo de profil et un identifiant de compte Google ; nous ne voyons jamais votre mot de passe Google.',
          ],
          [
            { strong: 'Profil et préférences.' },
            ' Tout ce que vous ajoutez à votre profil, comme des liens vers votre site web ou vos profils sur les réseaux sociaux, vos réglages de thème, de langue et de fuseau horaire, ainsi que vos préférences en matière d’e-mails.',
          ],
          [
            { strong: 'Contenu des espaces de travail.' },
            ' Les noms et avatars des espaces de travail, les membres que vous invitez et les rôles qu’ils occupent, les flux de données et les applications que vous connectez, les données que ces connexions importent, les fichiers que vous téléversez, les questions que vous posez à l’assistant ainsi que les analyses et les modèles qu’il produit. Nous appelons cela le « Contenu client ».',
          ],
          [
            { strong: 'Informations de facturation.' },
            ' Lorsqu’un espace de travail souscrit une offre payante, notre prestataire de paiement par carte collecte directement les données de la carte et l’adresse de facturation. Nous recevons uniquement une référence client, l’offre, le statut de l’abonnement ainsi que les quatre derniers chiffres et la date d’expiration de la carte. Nous ne voyons ni ne conservons jamais les numéros de carte complets.',
          ],
          [
            { strong: 'Données d’utilisation et journaux.' },
            ' Lorsque vous utilisez le Service, nos serveurs enregistrent des informations techniques sur chaque requête : votre adresse IP, le type de navigateur et d’appareil, la page ou l’adresse d’API demandée, l’heure, le statut de la réponse et un identifiant de requête. Nous utilisons ces journaux pour assurer le fonctionnement du Service, analyser les erreurs et mettre fin aux abus.',
          ],
          [
            { strong: 'Cookies et stockage du navigateur.' },
            ' Un petit nombre de cookies strictement nécessaires vous maintiennent connecté, protègent la connexion avec Google et mémorisent votre choix en matière de cookies, et votre navigateur conserve quelques réglages, comme votre thème. Notre ',
            { text: 'Politique relative aux cookies', to: paths.marketing.cookies },
            ' les répertorie tous, sans exception.',
          ],
          [
            { strong: 'Communications.' },
            ' Les messages que vous nous envoyez, y compris les avis que vous soumettez dans l’application et les e-mails adressés à nos équipes d’assistance ou chargées de la confidentialité.',
          ],
        ],
      },
      'Nous n’utilisons ni régies publicitaires, ni outils d’analyse tiers, ni pixels de suivi, et nous n’achetons auprès de personne d’informations personnelles vous concernant.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'Comment nous utilisons les informations',
    blocks: [
      'Nous utilisons les informations personnelles pour :',
      {
        list: [
          'créer et gérer votre compte, vous connecter et sécuriser votre session ;',
          'fournir le Service : héberger vos espaces de travail, faire fonctionner les flux de données que vous connectez et permettre à l’assistant de répondre à vos questions et de produire des analyses et des modèles à partir des données de votre espace de travail ;',
          'envoyer les e-mails dont dépend le Service, comme les invitations à un espace de travail, la confirmation de l’adresse e-mail, les liens de réinitialisation du mot de passe et les avis de sécurité ;',
          'traiter les paiements et gérer les abonnements ;',
          'répondre à vos demandes et à vos avis et vous fournir une assistance ;',
          'surveiller, protéger et déboguer le Service, notamment en limitant le débit des requêtes, en détectant la fraude et les abus et en enquêtant sur les incidents de sécurité ;',
          'comprendre, de manière agrégée, comment les fonctionnalités sont utilisées afin de pouvoir les améliorer ; et',
          'respecter nos obligations légales et faire appliquer nos Conditions d’utilisation.',
        ],
      },
      'Nous ne vendons pas les informations personnelles, nous ne les partageons pas à des fins de publicité comportementale intercontextuelle et nous n’utilisons pas le Contenu client pour entraîner des modèles mis à la disposition d’autres clients.',
    ],
  },
  {
    id: 'legal-bases',
    heading: 'Bases juridiques du traitement',
    blocks: [
      'Lorsque le règlement général sur la protection des données (RGPD) de l’UE ou du Royaume-Uni s’applique, nous nous fondons sur les bases juridiques suivantes :',
      {
        list: [
          [
            { strong: 'Contrat :' },
            ' pour fournir le Service auquel vous ou votre organisation avez souscrit, y compris votre compte, vos espaces de travail, la facturation et les e-mails de service.',
          ],
          [
            { strong: 'Intérêts légitimes :' },
            ' pour assurer la sécurité et la fiabilité du Service, prévenir les abus, améliorer nos fonctionnalités et communiquer avec vous au sujet du Service. Nous mettons ces intérêts en balance avec vos droits et ne nous fondons sur eux que lorsque ceux-ci ne prévalent pas.',
          ],
          [
            { strong: 'Consentement :' },
            ' lorsque nous le demandons, par exemple pour des e-mails facultatifs. Vous pouvez retirer votre consentement à tout moment, sans que cela affecte le traitement effectué auparavant.',
          ],
          [
            { strong: 'Obligation légale :' },
            ' pour tenir les registres fiscaux et comptables et pour répondre aux demandes légitimes des autorités.',
          ],
        ],
      },
      'Au Canada, nous traitons les informations personnelles conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE, en anglais PIPEDA) et aux lois provinciales applicables, sur la base de votre consentement, que vous donnez lorsque vous créez un compte ou utilisez le Service et qui peut être implicite lorsque la finalité est évidente.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Comment nous partageons les informations',
    blocks: [
      'Nous ne partageons les informations personnelles que dans les cas décrits ici :',
      {
        list: [
          [
            { strong: 'Prestataires de services (sous-traitants).' },
            ' Nous faisons appel à un petit nombre de prestataires qui traitent des données pour notre compte dans le cadre de contrats écrits les obligeant à les protéger et à ne les utiliser que pour nous fournir leurs services : notre prestataire d’hébergement cloud et de base de données, qui fait fonctionner le Service et stocke ses données ; notre prestataire d’envoi d’e-mails, qui envoie les invitations, les confirmations, les réinitialisations de mot de passe et les avis ; et notre prestataire de paiement par carte, qui traite les paiements et gère le portail client dans lequel les Propriétaires d’espaces de travail gèrent les abonnements et les informations de facturation.',
          ],
          [
            { strong: 'Votre espace de travail.' },
            ' Les autres membres d’un espace de travail peuvent voir votre nom, votre adresse e-mail, votre avatar, votre rôle et votre activité récente dans cet espace de travail. Les Propriétaires et les Administrateurs de l’espace de travail peuvent gérer les membres et voir le contenu de l’espace de travail.',
          ],
          [
            { strong: 'Intégrations que vous connectez.' },
            ' Lorsque vous ou votre espace de travail connectez un flux de données ou une application, nous échangeons avec ce fournisseur les données nécessaires au fonctionnement de la connexion. Le traitement des données par ce fournisseur est régi par ses propres conditions et politiques de confidentialité.',
          ],
          [
            { strong: 'Google.' },
            ' Si vous choisissez de vous connecter avec Google, nous transmettons à Google les informations nécessaires pour finaliser la connexion.',
          ],
          [
            { strong: 'Raisons juridiques.' },
            ' Nous pouvons divulguer des informations si nous estimons de bonne foi que la loi l’exige, ou que cela est nécessaire pour protéger les droits, les biens ou la sécurité de Tessera, de nos utilisateurs ou du public. Lorsque la loi le permet, nous vous informerons des demandes portant sur vos informations.',
          ],
          [
            { strong: 'Transferts d’entreprise.' },
            ' Si Tessera est partie à une fusion, à une acquisition ou à une cession d’actifs, des informations personnelles peuvent être transférées dans le cadre de cette opération. Nous vous en informerons avant que vos informations ne soient soumises à une autre politique de confidentialité.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'Durée de conservation des informations',
    blocks: [
      'Nous ne conservons les informations personnelles que le temps nécessaire aux finalités décrites dans cette politique :',
      {
        list: [
          'Les informations de compte et de profil sont conservées tant que votre compte est ouvert. Lorsque vous supprimez votre compte, nous les supprimons dans un délai de 30 jours.',
          'Le Contenu client est conservé tant que l’espace de travail existe. Lorsqu’un espace de travail est supprimé, ou lorsqu’un abonnement prend fin sans être renouvelé, son contenu est supprimé dans un délai de 30 jours, sauf si le Propriétaire de l’espace de travail nous demande de le supprimer plus tôt.',
          'Les journaux des serveurs sont conservés jusqu’à 30 jours, sauf si nous en avons besoin plus longtemps pour enquêter sur un incident de sécurité précis.',
          'Les registres de facturation et fiscaux sont conservés aussi longtemps que l’exigent les lois fiscales et comptables, soit généralement six ans.',
          'Les sauvegardes sont écrasées de manière continue dans un délai de 35 jours ; les données supprimées en disparaissent donc dans ce délai.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'Comment nous protégeons les informations',
    blocks: [
      'Nous mettons en œuvre des mesures techniques et organisationnelles destinées à protéger les informations personnelles, notamment le chiffrement en transit (HTTPS) de chaque connexion, le stockage des mots de passe uniquement sous forme d’empreintes (hachages) robustes et irréversibles, des cookies de session que les scripts ne peuvent pas lire, un contrôle d’accès fondé sur les rôles au sein des espaces de travail et vérifié sur nos serveurs, la limitation du nombre de tentatives de connexion et de réinitialisation du mot de passe, ainsi que la révocation de toutes les sessions lors de la réinitialisation d’un mot de passe. L’accès aux systèmes de production est limité aux personnes qui en ont besoin pour faire fonctionner le Service.',
      'Aucun système n’est parfaitement sûr. Si nous apprenons qu’une violation affecte vos informations personnelles, nous vous en informerons, ainsi que les autorités compétentes, comme la loi l’exige.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'Transferts internationaux',
    blocks: [
      'Tessera est établie au Canada, et nous et nos prestataires de services pouvons traiter des informations personnelles au Canada, aux États-Unis, dans l’Union européenne et dans d’autres pays où ces prestataires exercent leurs activités. Ces pays peuvent avoir des lois sur la protection des données différentes de celles de votre pays de résidence.',
      'Lorsque nous transférons des informations personnelles hors de l’Espace économique européen, du Royaume-Uni ou de la Suisse, nous nous appuyons sur une décision d’adéquation (le Canada en bénéficie pour les organisations commerciales soumises à la LPRPDE) ou sur des garanties appropriées, telles que les clauses contractuelles types de la Commission européenne et leur avenant pour le Royaume-Uni.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Vos droits et vos choix',
    blocks: [
      'Selon votre lieu de résidence, vous pouvez avoir le droit :',
      {
        list: [
          'd’accéder aux informations personnelles que nous détenons à votre sujet et d’en obtenir une copie ;',
          'de faire rectifier les informations inexactes ou incomplètes ;',
          'de supprimer vos informations, ou l’intégralité de votre compte ;',
          'de recevoir vos informations dans un format portable et lisible par machine ;',
          'de vous opposer à certains traitements, ou de nous demander de les limiter, y compris les traitements fondés sur des intérêts légitimes ;',
          'de retirer le consentement que vous avez donné ; et',
          'd’introduire une réclamation auprès d’une autorité de protection des données, comme le Commissariat à la protection de la vie privée du Canada, le Commissaire à l’information et à la protection de la vie privée de la Colombie-Britannique, ou l’autorité de votre pays.',
        ],
      },
      [
        'Vous pouvez mettre à jour vous-même la plupart de vos informations dans les Paramètres. Pour toute autre demande, écrivez à ',
        privacyContact,
        '. Nous vous répondrons dans un délai de 30 jours et pourrons d’abord avoir besoin de vérifier votre identité. Si votre demande concerne du Contenu client figurant dans un espace de travail appartenant à une organisation, nous pourrons vous orienter vers cette organisation, qui décide de la manière dont son contenu est traité.',
      ],
    ],
  },
  {
    id: 'children',
    heading: 'Enfants',
    blocks: [
      'Tessera est un outil professionnel et ne s’adresse pas aux enfants. Vous devez avoir au moins 16 ans pour créer un compte. Nous ne collectons pas sciemment d’informations personnelles auprès de personnes de moins de 16 ans ; si vous pensez qu’un enfant nous a fourni des informations personnelles, veuillez nous contacter et nous les supprimerons.',
    ],
  },
  {
    id: 'changes',
    heading: 'Modifications de cette politique',
    blocks: [
      'Nous pouvons mettre à jour cette politique en fonction de l’évolution du Service ou de la loi. Dans ce cas, nous modifierons la date de « Dernière mise à jour » en haut de cette page. Si une modification a une incidence importante sur la manière dont nous traitons vos informations personnelles, nous vous en informerons par e-mail ou dans l’application avant son entrée en vigueur.',
    ],
  },
  {
    id: 'contact',
    heading: 'Nous contacter',
    blocks: [
      [
        'Si vous avez des questions sur cette politique ou sur la manière dont nous traitons les informations personnelles, ou si vous souhaitez exercer vos droits, écrivez à notre équipe chargée de la confidentialité à l’adresse ',
        privacyContact,
        '.',
      ],
    ],
  },
];
