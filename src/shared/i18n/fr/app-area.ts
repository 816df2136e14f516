import type { appAreaMessages as en } from '../en/app-area';
import type { Translation } from '../catalogue-types';

export const appAreaMessages: Translation<typeof en> = {
  header: {
    workspaceSwitcher: 'Changer d’espace de travail',
    currentWorkspace: (name) => `Espace de travail : ${name}. Changer d’espace de travail`,
    workspacesLabel: 'Vos espaces de travail',
    activeWorkspace: 'Actif',
    commandButton: 'Rechercher ou aller à…',
    commandButtonLabel: 'Ouvrir la barre de commandes',
    userMenu: (name) => `Menu du compte de ${name}`,
    profile: 'Profil',
    admin: 'Tableau de bord d’administration',
  },
  shortcut: {
    mac: '⌘K',
    other: 'Ctrl K',
  },
  commandBar: {
    title: 'Barre de commandes',
    description:
      'Trouvez des paramètres, des actions, des espaces de travail et des jeux de données. Les flèches pour vous déplacer, Entrée pour ouvrir.',
    inputLabel: 'Rechercher des commandes',
    placeholder: 'Tapez une commande ou recherchez…',
    empty: (query) => `Aucun résultat pour « ${query} ».`,
    close: 'Fermer la barre de commandes',
    groups: {
      pages: 'Aller à',
      actions: 'Actions',
      settings: 'Paramètres',
      workspaces: 'Changer d’espace de travail',
      datasets: 'Jeux de données',
    },
    pages: {
      home: 'Accueil',
      playground: 'Bac à sable',
      marketplace: 'Marketplace',
    },
    actions: {
      invite: 'Inviter des coéquipiers',
      inviteKeywords: 'personnes membres ajouter équipe collègues e-mail people',
      connect: 'Connecter un flux de données',
      connectKeywords: 'intégration flux de données slack notion github importer',
      toDark: 'Passer au thème sombre',
      toLight: 'Passer au thème clair',
      themeKeywords: 'thème apparence sombre clair mode couleur',
      playgroundKeywords: 'importer csv json données explorer graphique',
      marketplaceKeywords: 'intégrations applications installer découvrir',
      homeKeywords: 'assistant liste démarrer bienvenue',
    },
    switchTo: (name) => `Passer à ${name}`,
    switched: (name) => `Vous êtes passé à ${name}`,
    switchFailed: 'Impossible de changer d’espace de travail. Veuillez réessayer.',
    datasetsLoading: 'Chargement des jeux de données…',
    datasetsFailed: 'Impossible de charger les jeux de données',
    datasetRows: (rows) => `${rows} lignes`,
  },
  home: {
    assistantLabel: 'Assistant Tessera',
    workspaceLine: (name) => `Nous travaillons dans ${name}.`,
    prompt:
      'Par où commencer ? Apportez-moi un fichier, un coéquipier ou un flux de données, et voyons ce qu’il nous raconte.',
    followUpLabel: 'Posez une question ou allez n’importe où',
    followUpPlaceholder: 'Essayez « personnes », « connecter » ou le nom d’un jeu de données…',
    followUpHint:
      'Ouvre la barre de commandes. Appuyez sur Ctrl K (⌘K sur Mac) depuis n’importe où dans l’application.',
  },
  checklist: {
    title: 'Bien démarrer',
    description: 'Quelques étapes pour faire vôtre cet espace de travail.',
    progress: (done, total) => `${done} sur ${total} terminées`,
    progressLabel: 'Progression de la prise en main',
    allDone: 'C’est prêt ! Votre espace de travail est configuré.',
    done: 'Terminé',
    todo: 'À faire',
    loadFailed: 'Impossible de charger votre liste d’étapes',
    missing: (fields) => `Il manque : ${fields}.`,
    profileFields: { fullName: 'nom complet', professionalRole: 'rôle', profileName: 'nom de profil' },
    items: {
      profile: {
        title: 'Complétez votre profil',
        description:
          'Ajoutez votre nom complet, votre rôle et un nom de profil pour que vos coéquipiers sachent qui vous êtes.',
      },
      teammate: {
        title: 'Invitez un coéquipier',
        description: 'Tessera, c’est mieux à plusieurs : invitez quelqu’un dans cet espace de travail.',
      },
      'data-stream': {
        title: 'Connectez un flux de données',
        description: 'Faites venir les données des outils que votre équipe utilise déjà.',
      },
      avatar: {
        title: 'Choisissez un avatar pour l’espace de travail',
        description: 'Donnez à l’espace de travail une image que votre équipe reconnaîtra.',
      },
      dataset: {
        title: 'Explorez votre premier jeu de données',
        description: 'Importez un fichier CSV ou JSON dans le bac à sable et voyez ce qu’il contient.',
      },
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Découvrez et installez de nouvelles fonctionnalités pour votre espace de travail',
    summary: (connected, total) => `${connected} sur ${total} connectées dans cet espace de travail`,
    connected: 'Connecté',
    notConnected: 'Non connecté',
    comingSoon: 'Bientôt disponible',
    connect: 'Connecter',
    manage: 'Gérer',
    connectName: (name) => `Connecter ${name}`,
    manageName: (name) => `Gérer ${name}`,
    loadFailed: 'Impossible de charger les intégrations connectées',
  },
};
