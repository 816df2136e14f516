import type { marketingMessages as en } from '../en/marketing';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const marketingMessages: Translation<typeof en> = {
  home: {
    description:
      'Tessera est l’espace de travail où designers, développeurs et managers transforment ensemble des données brutes et éparpillées en analyses et en modèles d’IA.',
    eyebrow: 'L’espace de travail de celles et ceux qui créent',
    title: 'Transformez ensemble des données éparpillées en analyses.',
    pitch:
      'Tessera réunit votre équipe, vos outils et vos flux de données dans un espace de travail serein, avec un assistant qui transforme les éléments bruts en analyses et en modèles d’IA fiables.',
    primaryCta: 'Commencer gratuitement',
    secondaryCta: 'Lire notre manifeste',
    pillarsTitle: 'Tout au même endroit, rien sur votre chemin',
    pillars: [
      {
        title: 'Connectez tous vos flux',
        body: 'Importez les données des outils que vous utilisez déjà et gardez-les à jour sans copier de fichiers dans tous les sens.',
      },
      {
        title: 'Travaillez comme une seule équipe',
        body: 'Invitez des personnes avec le bon rôle, partagez un espace de travail et voyez qui a modifié quoi, et quand.',
      },
      {
        title: 'Laissez l’assistant faire le tri',
        body: 'Posez vos questions avec des mots simples et obtenez des synthèses, des tendances et des modèles construits à partir de vos propres données.',
      },
    ],
  },
  ourTeam: {
    title: 'Notre équipe',
  },
  manifesto: {
    title: 'Manifeste',
    description:
      'Ce que nous croyons sur les données, les équipes et les logiciels, et pourquoi nous construisons Tessera ainsi.',
    lead: 'Chaque équipe dispose de plus de données qu’elle ne peut en exploiter. Voici les convictions qui guident l’espace de travail que nous construisons pour y remédier.',
    cta: {
      title: 'Construisez-le avec nous',
      body: 'Si c’est ainsi que votre équipe veut travailler, venez l’essayer. Il suffit d’une minute pour commencer.',
      action: 'Créer votre espace de travail',
    },
  },
  early: {
    title: 'Accès anticipé',
    description:
      'Rejoignez le programme d’accès anticipé de Tessera : essayez les nouveautés en premier, influencez la feuille de route et échangez directement avec l’équipe qui le construit.',
    lead: 'Tessera est jeune, et nous le construisons avec les équipes qui l’utilisent. Les premiers membres essaient les nouveautés en avant-première et aident à décider de la suite.',
    benefitsTitle: 'Ce que reçoivent les premiers membres',
    benefits: [
      {
        title: 'Les nouveautés en premier',
        body: 'Activez des fonctionnalités encore en préversion, des semaines avant tout le monde, et désactivez-les quand vous voulez.',
      },
      {
        title: 'Votre mot à dire sur la feuille de route',
        body: 'Votez pour ce que nous construirons ensuite et participez à de courtes sessions de recherche où nous testons des idées avant d’écrire le code.',
      },
      {
        title: 'Une ligne directe avec l’équipe',
        body: 'Vos retours vont directement aux designers et aux ingénieurs qui travaillent sur la fonctionnalité, et ils vous répondent.',
      },
      {
        title: 'De l’aide pour démarrer',
        body: 'Nous vous aidons à connecter vos premiers flux de données et à façonner un espace de travail adapté à la façon dont votre équipe travaille déjà.',
      },
    ],
    stepsTitle: 'Comment ça marche',
    steps: [
      {
        title: 'Créez un compte',
        body: 'Inscrivez-vous avec votre e-mail ou votre compte Google. Chaque nouveau compte reçoit son propre espace de travail.',
      },
      {
        title: 'Rejoignez le programme',
        body: 'Ouvrez les Paramètres et choisissez Accès anticipé. Vous pouvez rejoindre ou quitter le programme à tout moment, et votre espace de travail reste exactement tel qu’il est.',
      },
      {
        title: 'Essayez les nouveautés',
        body: 'Les fonctionnalités en préversion sont clairement signalées. Activez celles que vous voulez, pour vous ou pour tout votre espace de travail.',
      },
      {
        title: 'Dites-nous ce que vous en pensez',
        body: 'Envoyez vos retours depuis l’application dès que quelque chose vous ravit ou vous agace. Nous lisons chaque message.',
      },
    ],
    noteTitle: 'Bon à savoir',
    note: 'Les fonctionnalités en préversion sont encore en construction : elles peuvent changer et, parfois, ne pas fonctionner. Elles utilisent les mêmes données d’espace de travail que le reste de Tessera, avec les mêmes rôles et autorisations : personne ne voit rien qu’il n’aurait pas pu voir avant.',
    cta: {
      title: 'Aidez-nous à façonner Tessera',
      body: 'Créez un compte gratuit, puis rejoignez le programme depuis les paramètres de votre espace de travail.',
      action: 'S’inscrire à l’accès anticipé',
    },
  },
  demo: {
    title: 'Démo du produit',
    description:
      'Une visite pas à pas d’un espace de travail Tessera : connectez un flux de données, interrogez l’assistant et partagez vos découvertes avec votre équipe.',
    lead: 'Suivez une petite équipe, d’un tas de données éparpillées jusqu’à une analyse sur laquelle chacun peut agir. Comptez environ cinq minutes.',
    stepsTitle: 'La visite',
    exampleLabel: 'Par exemple',
    steps: [
      {
        title: 'Partez d’un espace de travail tout neuf',
        body: 'Chaque compte est livré avec son propre espace de travail. Donnez-lui le nom de votre équipe et invitez les personnes avec qui vous travaillez : designers, développeurs et managers reçoivent chacun le rôle qui leur convient.',
        example:
          'Maya (Propriétaire) invite Sam comme Éditeur et Priya, la cheffe de produit, comme Collaboratrice.',
      },
      {
        title: 'Connectez un flux de données',
        body: 'Ouvrez Flux de données et connectez un outil que vous utilisez déjà. Tessera garde les données à jour : plus personne n’a besoin d’exporter un tableur.',
        example:
          'Connectez Amplitude pour les événements produit et Linear pour les tickets à l’origine des versions du mois dernier.',
      },
      {
        title: 'Interrogez l’assistant',
        body: 'Posez une question avec des mots simples. L’assistant parcourt tous les flux connectés, vous montre ce qu’il a trouvé et comment il y est arrivé, et peut transformer la réponse en un modèle réutilisable.',
        example:
          'Quelle étape de l’accueil fait perdre le plus de nouveaux utilisateurs, et ce que nous avons livré le mois dernier a-t-il changé quelque chose ?',
      },
      {
        title: 'Partagez avec votre équipe',
        body: 'Partagez l’analyse avec votre espace de travail. Tout le monde voit les mêmes chiffres et leurs sources, et peut reprendre la conversation là où vous l’avez laissée.',
        example:
          'Sam ouvre l’analyse partagée, voit la chute à l’étape deux et la relie au ticket qu’il est en train de corriger.',
      },
    ],
    cta: {
      title: 'Essayez avec vos propres données',
      body: 'Créez un espace de travail, connectez votre premier flux de données et posez votre première question en quelques minutes.',
      action: 'Commencer gratuitement',
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Découvrez et installez de nouvelles fonctionnalités pour votre espace de travail',
    connect: 'Inscrivez-vous pour connecter',
    count: (count) => `${count} ${plural('fr', count, { one: 'intégration', other: 'intégrations' })}`,
    missing: {
      title: 'Il vous manque un outil dont votre équipe a besoin ?',
      body: 'Dites-nous de quelle intégration vous avez besoin. Ce sont les demandes des équipes qui décident de ce que nous construisons.',
      action: 'Suggérer une intégration',
    },
  },
};
