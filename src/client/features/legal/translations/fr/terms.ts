import { paths } from '@/shared/paths';
import { legalContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Acceptation des présentes conditions',
    blocks: [
      'Les présentes Conditions d’utilisation (les « Conditions ») régissent votre accès au site web, à l’application web, à l’assistant et aux services associés de Tessera (ensemble, le « Service ») ainsi que votre utilisation de ceux-ci, fournis par Tessera (« Tessera », « nous »). En créant un compte ou en utilisant le Service, vous acceptez les présentes Conditions. Si vous ne les acceptez pas, n’utilisez pas le Service.',
      'Si vous utilisez le Service pour le compte d’une société ou d’une autre organisation, vous confirmez que vous êtes habilité à accepter les présentes Conditions en son nom, et le terme « vous » inclut cette organisation.',
      [
        'Notre ',
        { text: 'Politique de confidentialité', to: paths.marketing.privacy },
        ' explique comment nous collectons et utilisons les informations personnelles, et notre ',
        { text: 'Politique relative aux cookies', to: paths.marketing.cookies },
        ' décrit les cookies que nous utilisons. Toutes deux font partie intégrante des présentes Conditions.',
      ],
    ],
  },
  {
    id: 'accounts',
    heading: 'Votre compte',
    blocks: [
      'Pour utiliser la plupart des fonctionnalités du Service, vous avez besoin d’un compte. Vous pouvez vous inscrire avec une adresse e-mail et un mot de passe ou avec la connexion avec Google. Vous devez avoir au moins 16 ans, nous fournir des informations exactes et les tenir à jour.',
      'Vous êtes responsable de la sécurité de votre mot de passe et de tout ce qui se passe sous votre compte. Ne partagez votre compte avec personne. Prévenez-nous immédiatement à l’adresse ci-dessous si vous pensez qu’une autre personne y a accédé.',
    ],
  },
  {
    id: 'workspaces',
    heading: 'Espaces de travail et rôles',
    blocks: [
      'Dans Tessera, le travail se fait dans des espaces de travail. Lors de votre inscription, nous créons un espace de travail pour vous, et vous pouvez inviter d’autres personnes à le rejoindre. Chaque membre occupe l’un des rôles suivants :',
      {
        list: [
          [
            { strong: 'Propriétaire :' },
            ' contrôle administratif total, y compris la facturation, l’ajout et le retrait de membres et l’attribution des rôles. Un espace de travail compte toujours au moins un Propriétaire.',
          ],
          [
            { strong: 'Administrateur :' },
            ' gère les paramètres de l’équipe, ajoute et retire des membres et ajuste les autorisations.',
          ],
          [{ strong: 'Éditeur :' }, ' crée et modifie des fichiers et collabore sur ceux-ci.'],
          [{ strong: 'Collaborateur :' }, ' consulte et commente, avec des droits de modification limités.'],
        ],
      },
      'Les Propriétaires d’un espace de travail sont responsables des personnes qu’ils invitent, des rôles qu’ils attribuent et de l’utilisation de l’espace de travail par ses membres. Si un espace de travail appartient à une organisation, cette organisation contrôle l’espace de travail et son contenu, et peut modifier votre accès ou vous retirer.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Utilisation acceptable',
    blocks: [
      'Vous vous engagez à ne pas, et à ne permettre à personne d’autre de :',
      {
        list: [
          'enfreindre une loi ou porter atteinte aux droits d’autrui, notamment aux droits relatifs à la vie privée et aux droits de propriété intellectuelle ;',
          'téléverser ou connecter des données que vous n’avez pas le droit d’utiliser, ou des informations personnelles que vous n’avez aucune base légale pour traiter ;',
          'téléverser des logiciels malveillants, ou tenter d’obtenir un accès non autorisé au Service, à d’autres comptes ou aux systèmes qui y sont connectés ;',
          'sonder, analyser ou tester le Service à la recherche de vulnérabilités sans notre autorisation écrite, ou contourner les limites de débit, les contrôles d’accès ou d’autres mesures de sécurité ;',
          'surcharger ou perturber le Service, notamment au moyen de requêtes automatisées dépassant une utilisation normale ;',
          'utiliser le Service ou l’assistant pour créer du contenu illicite, harcelant, haineux, trompeur ou relevant de l’exploitation sexuelle, ou pour prendre à l’égard de personnes des décisions produisant des effets juridiques ou des effets similaires significatifs sans véritable examen humain ;',
          'envoyer du spam, y compris des invitations en masse ou non sollicitées ; ou',
          'revendre, concéder en sous-licence ou copier le Service, ou l’utiliser pour développer un produit concurrent.',
        ],
      },
      'Si vous découvrez un problème de sécurité, veuillez nous le signaler de manière confidentielle afin que nous puissions le corriger.',
    ],
  },
  {
    id: 'customer-content',
    heading: 'Votre contenu',
    blocks: [
      'Vous conservez tous les droits sur les données, les fichiers et les autres contenus que vous ou votre espace de travail apportez dans le Service, ainsi que sur les analyses, les synthèses et les modèles que le Service produit pour vous à partir de ceux-ci (ensemble, le « Contenu client »).',
      'Vous nous concédez une licence mondiale, non exclusive et gratuite pour héberger, copier, traiter, transmettre et afficher le Contenu client, uniquement dans la mesure nécessaire pour vous fournir le Service, en assurer la sécurité et vous accompagner dans son utilisation. Nous n’utilisons pas le Contenu client pour entraîner des modèles mis à la disposition d’autres clients.',
      'Vous êtes responsable du Contenu client et confirmez disposer de tous les droits et autorisations nécessaires pour l’apporter dans le Service et nous permettre de le traiter comme le décrivent les présentes Conditions. Nous pouvons retirer tout contenu dont nous avons des raisons de penser qu’il enfreint les présentes Conditions ou la loi.',
    ],
  },
  {
    id: 'assistant',
    heading: 'L’assistant et ses résultats',
    blocks: [
      'L’assistant Tessera utilise l’apprentissage automatique pour répondre à des questions et produire des analyses et des modèles à partir de vos données. Ses résultats sont générés automatiquement et peuvent être incomplets, obsolètes ou erronés. Vérifiez les résultats avant de vous y fier, en particulier pour des décisions importantes, et ne les considérez pas comme un conseil professionnel.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Intégrations et services tiers',
    blocks: [
      'Le Service vous permet de connecter des flux de données et des applications fournis par des tiers, comme des outils de suivi de projets, des outils de design et des services d’analyse. Lorsque vous en connectez un, vous nous autorisez à échanger des données avec ce fournisseur en votre nom. Votre utilisation de chaque service tiers est régie par ses propres conditions et sa propre politique de confidentialité, et nous n’en sommes pas responsables. Une intégration peut changer ou cesser de fonctionner si son fournisseur la modifie ou la retire.',
    ],
  },
  {
    id: 'billing',
    heading: 'Abonnements et facturation',
    blocks: [
      'Certaines fonctionnalités nécessitent un abonnement payant pour l’espace de travail. Les offres, leurs prix et leurs limites sont indiqués dans l’application avant l’achat.',
      {
        list: [
          'Les abonnements sont facturés d’avance, mensuellement ou annuellement, et se renouvellent automatiquement pour la même durée jusqu’à leur résiliation.',
          'Les paiements sont traités par notre prestataire de paiement par carte. Les Propriétaires d’espaces de travail peuvent à tout moment mettre à jour leurs informations de paiement, télécharger leurs factures et résilier leur abonnement dans le portail client du prestataire, accessible depuis la page Facturation des paramètres.',
          'En cas de résiliation, l’abonnement reste actif jusqu’à la fin de la période déjà payée, puis n’est pas renouvelé. Les sommes déjà versées ne sont pas remboursables, sauf lorsque la loi en dispose autrement.',
          'Les prix s’entendent hors taxes ; nous ajoutons les taxes lorsque la loi l’exige.',
          'Nous pouvons modifier nos prix. Nous vous en informerons au moins 30 jours avant qu’une modification ne s’applique à votre prochain renouvellement, et vous pourrez résilier avant cette date.',
          'Si un paiement échoue, nous pouvons limiter l’espace de travail aux fonctionnalités de l’offre gratuite jusqu’à la régularisation.',
        ],
      },
    ],
  },
  {
    id: 'feedback',
    heading: 'Avis',
    blocks: [
      'Vos idées et suggestions sont les bienvenues. Si vous nous envoyez un avis, nous pouvons l’utiliser pour améliorer le Service sans aucune obligation envers vous.',
    ],
  },
  {
    id: 'our-rights',
    heading: 'Notre propriété intellectuelle',
    blocks: [
      'Le Service, y compris ses logiciels, sa conception, ses textes et ses marques, appartient à Tessera et à ses concédants de licence et est protégé par la loi. Les présentes Conditions vous accordent un droit limité, non exclusif et non cessible d’utiliser le Service dans les limites qu’elles autorisent ; elles ne vous confèrent aucun autre droit sur celui-ci.',
    ],
  },
  {
    id: 'termination',
    heading: 'Suspension et résiliation',
    blocks: [
      'Vous pouvez cesser d’utiliser le Service à tout moment et fermer votre compte ou, si vous êtes Propriétaire, supprimer votre espace de travail.',
      'Nous pouvons suspendre votre accès au Service ou y mettre fin si vous enfreignez gravement ou de manière répétée les présentes Conditions, si votre utilisation crée un risque de sécurité ou un risque juridique pour nous ou pour d’autres, ou si la loi l’exige. Lorsque cela est raisonnable, nous vous en informerons au préalable et vous donnerons la possibilité de remédier au problème.',
      'Lorsqu’un espace de travail est fermé, ses Propriétaires disposent de 30 jours pour exporter le Contenu client, après quoi nous le supprimons comme décrit dans notre Politique de confidentialité. Les stipulations des présentes Conditions qui, par leur nature, doivent survivre à la résiliation, comme celles relatives au contenu, aux exclusions de garantie, à la responsabilité et au droit applicable, continuent de s’appliquer.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Exclusions de garantie',
    blocks: [
      'Nous nous efforçons de maintenir Tessera disponible, sûr et exact, mais le Service est fourni « en l’état » et « selon disponibilité ». Dans toute la mesure permise par la loi, nous n’offrons aucune garantie d’aucune sorte, expresse ou implicite, notamment aucune garantie de qualité marchande, d’adéquation à un usage particulier ou d’absence de contrefaçon, ni aucune garantie que le Service sera ininterrompu ou exempt d’erreurs ou que ses résultats seront exacts.',
      'Les fonctionnalités signalées comme étant en accès anticipé ou en préversion sont encore en cours de développement : elles peuvent changer, cesser de fonctionner ou être retirées à tout moment.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation de responsabilité',
    blocks: [
      'Dans toute la mesure permise par la loi, Tessera ne pourra être tenue responsable d’aucun dommage indirect, accessoire, spécial, consécutif ou punitif, ni d’aucune perte de bénéfices, de chiffre d’affaires, de données ou de clientèle, découlant du Service ou des présentes Conditions ou s’y rapportant.',
      'Dans toute la mesure permise par la loi, notre responsabilité totale pour l’ensemble des réclamations liées au Service ou aux présentes Conditions est limitée au plus élevé des deux montants suivants : la somme que vous nous avez versée pour le Service au cours des 12 mois précédant l’événement à l’origine de la réclamation, ou 100 dollars canadiens.',
      'Aucune disposition des présentes Conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi, ni les droits dont vous disposez en tant que consommateur en vertu des lois de votre lieu de résidence.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnisation',
    blocks: [
      'Si vous utilisez le Service à des fins professionnelles, vous vous engagez à défendre et à indemniser Tessera contre les réclamations, dommages et frais (y compris des honoraires d’avocat raisonnables) découlant de votre Contenu client ou de votre violation des présentes Conditions.',
    ],
  },
  {
    id: 'changes',
    heading: 'Modifications du Service et des présentes Conditions',
    blocks: [
      'Nous améliorons constamment le Service et pouvons ajouter, modifier ou supprimer des fonctionnalités. Si nous supprimons une fonctionnalité pour laquelle vous payez, nous vous en informerons à l’avance.',
      'Nous pouvons mettre à jour les présentes Conditions. Dans ce cas, nous modifierons la date de « Dernière mise à jour » en haut de cette page et, pour les modifications importantes, nous vous en informerons par e-mail ou dans l’application au moins 30 jours avant leur entrée en vigueur. Si vous continuez à utiliser le Service après l’entrée en vigueur des modifications, vous acceptez les Conditions mises à jour ; si vous ne les acceptez pas, cessez d’utiliser le Service et fermez votre compte.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Droit applicable et litiges',
    blocks: [
      'Les présentes Conditions sont régies par les lois de la province de la Colombie-Britannique, au Canada, et par les lois fédérales du Canada qui s’y appliquent, sans égard aux règles de conflit de lois. Les tribunaux de la Colombie-Britannique ont compétence exclusive pour tout litige découlant des présentes Conditions ou du Service, sauf lorsque la loi de votre lieu de résidence vous donne, en tant que consommateur, le droit d’intenter une action devant vos tribunaux locaux.',
      'Avant d’engager une procédure formelle, veuillez nous contacter afin que nous puissions tenter de résoudre le problème à l’amiable.',
    ],
  },
  {
    id: 'general',
    heading: 'Dispositions générales',
    blocks: [
      'Les présentes Conditions, ainsi que les politiques auxquelles elles renvoient, constituent l’intégralité de l’accord entre vous et Tessera concernant le Service. Si une partie de celles-ci ne peut être appliquée, le reste demeure en vigueur. Le fait de ne pas faire valoir un droit ne vaut pas renonciation à ce droit. Vous ne pouvez pas céder les présentes Conditions sans notre consentement ; nous pouvons les céder dans le cadre d’une fusion, d’une acquisition ou d’une cession d’actifs.',
    ],
  },
  {
    id: 'contact',
    heading: 'Nous contacter',
    blocks: [['Des questions sur les présentes Conditions ? Écrivez à ', legalContact, '.']],
  },
];
