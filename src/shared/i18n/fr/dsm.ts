import type { dsmMessages as en } from '../en/dsm';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dsmMessages: Translation<typeof en> = {
  title: 'Système de design',
  description:
    'Le manuel vivant de l’interface de Tessera : chaque composant de base avec ses variantes et ses états, dans les deux thèmes.',
  intro:
    'Chaque exemple est dessiné deux fois, côte à côte : une fois dans le thème de la page, qui suit le sélecteur de thème de la navigation, et une fois dans le thème sombre.',
  contents: 'Sur cette page',
  preview: {
    light: 'Thème clair',
    dark: 'Thème sombre',
  },
  sections: {
    button: {
      title: 'Bouton',
      description:
        'Des actions. Un bouton par défaut par vue ; contour et fantôme pour le reste, destructif pour ce qui ne peut pas être annulé. Un lien qui ressemble à un bouton prend buttonVariants() comme classe.',
      variants: 'Variantes',
      sizes: 'Tailles',
      states: 'États',
      onMedia: 'Sur photos et vidéos',
      default: 'Par défaut',
      secondary: 'Secondaire',
      outline: 'Contour',
      ghost: 'Fantôme',
      link: 'Lien',
      destructive: 'Destructif',
      inverse: 'Inversé',
      inverseOutline: 'Contour inversé',
      small: 'Petit',
      large: 'Grand',
      iconOnly: 'Ajouter un élément',
      disabled: 'Désactivé',
      busy: 'Enregistrement…',
      asLink: 'Lien stylé comme un bouton',
    },
    input: {
      title: 'Champ et libellé',
      description:
        'Du texte sur une ligne. Chaque champ a un libellé visible ; l’aide et l’erreur y sont liées par aria-describedby, et un champ non valide définit aria-invalid.',
      name: 'Nom de l’espace de travail',
      namePlaceholder: 'Studio Acme',
      email: 'E-mail',
      emailHelp: 'Nous ne l’utilisons que pour vous connecter.',
      invalid: 'Nom du profil',
      invalidValue: 'Al',
      invalidError: 'Le nom doit contenir au moins 3 caractères',
      disabled: 'ID de l’espace de travail',
      disabledValue: 'ws_4f2a91',
      file: 'Image d’avatar',
    },
    textarea: {
      title: 'Zone de texte',
      description:
        'Du texte sur plusieurs lignes, avec un libellé visible et un compteur de caractères facultatif lu comme sa description.',
      label: 'Message',
      placeholder: 'Que devrions-nous savoir ?',
      count: (left) =>
        `${left} ${plural('fr', left, { one: 'caractère restant', other: 'caractères restants' })}`,
      disabled: 'Note archivée',
      disabledValue: 'Cette note est en lecture seule.',
    },
    select: {
      title: 'Liste déroulante',
      description:
        'Un choix dans une courte liste fixe, avec des groupes facultatifs. S’ouvre avec Espace, Entrée ou les flèches ; tapez pour atteindre une option.',
      label: 'Taille de l’équipe',
      placeholder: 'Choisissez une taille',
      small: 'Petites équipes',
      large: 'Grandes équipes',
      options: [
        { value: 'solo', label: 'Moi seul' },
        { value: '2-10', label: 'De 2 à 10 personnes' },
        { value: '11-50', label: 'De 11 à 50 personnes' },
        { value: '51-200', label: 'De 51 à 200 personnes' },
        { value: '200+', label: 'Plus de 200' },
      ],
      disabled: 'Région',
      disabledPlaceholder: 'Définie par votre administrateur',
    },
    combobox: {
      title: 'Zone de liste modifiable',
      description:
        'Un champ de texte avec une liste filtrée de suggestions (combobox WAI-ARIA). Les flèches, Début et Fin parcourent la liste, Entrée choisit, Échap vide le champ et l’annonce.',
      label: 'Ville',
      placeholder: 'Saisissez ou choisissez une ville',
      help: (max) => `Choisissez une suggestion ou saisissez la vôtre, jusqu’à ${max} caractères.`,
      strictLabel: 'Bureau',
      strictHelp: 'Seuls les bureaux de la liste peuvent être choisis.',
      cleared: 'Formulaire effacé',
      value: (value) => `Valeur : ${value || '(vide)'}`,
      options: [
        { value: 'amsterdam', label: 'Amsterdam' },
        { value: 'berlin', label: 'Berlin' },
        { value: 'lisbon', label: 'Lisbonne' },
        { value: 'montreal', label: 'Montréal' },
        { value: 'nairobi', label: 'Nairobi' },
        { value: 'osaka', label: 'Osaka' },
        { value: 'santiago', label: 'Santiago' },
        { value: 'vancouver', label: 'Vancouver' },
      ],
    },
    switch: {
      title: 'Interrupteur',
      description:
        'Un réglage activé/désactivé qui s’applique immédiatement. Nommé par son libellé ; Espace le bascule.',
      on: 'Recevoir les e-mails d’avis',
      off: 'Résumé hebdomadaire',
      disabled: 'Accès au calendrier (organisations uniquement)',
    },
    dialog: {
      title: 'Boîte de dialogue',
      description:
        'Une tâche modale. Le focus entre et reste à l’intérieur, Échap ou le bouton de fermeture la ferment, et le focus revient au bouton qui l’a ouverte.',
      open: 'Inviter des utilisateurs',
      heading: 'Inviter des personnes',
      body: 'Elles recevront un e-mail avec un lien pour rejoindre cet espace de travail.',
      emails: 'Adresses e-mail',
      emailsHelp: 'Séparez plusieurs adresses par des virgules.',
      cancel: 'Annuler',
      send: 'Envoyer l’invitation',
      close: 'Fermer',
    },
    dropdownMenu: {
      title: 'Menu déroulant',
      description:
        'Un menu d’actions derrière un bouton. Les flèches déplacent, Entrée ou Espace exécutent un élément, Échap ferme et rend le focus.',
      open: 'Options',
      iconTrigger: 'Actions pour Ada Lovelace',
      account: 'Ada Lovelace',
      copyEmail: 'Copier l’e-mail',
      copyShortcut: '⌘C',
      manageAccess: 'Gérer l’accès',
      editAccess: 'Modifier l’accès',
      notify: 'Notifications par e-mail',
      role: 'Rôle',
      roles: [
        { value: 'admin', label: 'Administrateur' },
        { value: 'editor', label: 'Éditeur' },
        { value: 'collaborator', label: 'Collaborateur' },
      ],
      more: 'Plus',
      archive: 'Archiver',
      remove: 'Retirer de l’espace de travail',
    },
    card: {
      title: 'Carte',
      description:
        'Un groupe de contenus et d’actions liés : un en-tête avec un titre, une description et une action facultative, puis le contenu et le pied.',
      heading: 'Linear',
      body: 'Synchronisez les tickets et les projets dans vos flux de données.',
      status: 'Connecté',
      detail: 'Dernière synchronisation il y a 5 minutes dans 2 espaces de travail.',
      manage: 'Gérer',
      disconnect: 'Déconnecter',
    },
    badge: {
      title: 'Badge',
      description: 'Un statut ou un libellé court. Jamais le seul porteur du sens : le texte le dit.',
      default: 'Propriétaire',
      secondary: 'Éditeur',
      outline: 'Bientôt disponible',
      destructive: 'En retard',
    },
    breadcrumb: {
      title: 'Fil d’Ariane',
      description:
        'L’emplacement de cette page. Un repère de navigation nommé Fil d’Ariane ; la page actuelle est marquée avec aria-current et les séparateurs sont masqués aux lecteurs d’écran.',
      label: 'Fil d’Ariane',
      darkLabel: 'Fil d’Ariane (thème sombre)',
      home: 'Accueil',
      manual: 'Système de design',
      current: 'Fil d’Ariane',
    },
    tabs: {
      title: 'Onglets',
      description:
        'Des vues d’un même sujet, une à la fois. Les flèches passent d’un onglet à l’autre ; Tab entre dans le panneau.',
      label: 'Sections du compte',
      items: [
        {
          value: 'profile',
          label: 'Profil',
          body: 'Votre nom et la façon dont les autres vous voient dans Tessera.',
        },
        {
          value: 'links',
          label: 'Liens',
          body: 'Les liens vers votre site web, LinkedIn, GitHub et Twitter affichés sur votre profil.',
        },
        { value: 'emails', label: 'E-mails', body: 'Choisissez les e-mails que Tessera peut vous envoyer.' },
      ],
    },
    avatar: {
      title: 'Avatar',
      description:
        'Une image d’une personne ou d’un espace de travail. L’image a besoin d’un texte alternatif ; tant qu’elle charge, ou si elle échoue, des initiales la remplacent.',
      imageAlt: 'Espace de travail Tessera',
      people: ['Ada Lovelace', 'Grace Hopper', 'alan.turing@tessera.app'],
    },
    toast: {
      title: 'Notification',
      description:
        'Un bref retour après une action, en bas à droite pendant 3 secondes, annoncé poliment. Succès, erreur, avertissement et information.',
      success: 'Succès',
      error: 'Erreur',
      warning: 'Avertissement',
      info: 'Information',
      successMessage: 'Nom de l’espace de travail mis à jour',
      errorMessage: 'La mise à jour du nom de l’espace de travail a échoué',
      warningMessage: 'Connecté, mais la création de la session a échoué',
      infoMessage: 'Veuillez compléter votre profil',
    },
    skeleton: {
      title: 'Squelette',
      description:
        'Un espace réservé ayant la forme du contenu en cours de chargement. Masqué aux lecteurs d’écran ; associez-le à un statut de chargement.',
      loading: 'Chargement de la liste des membres…',
    },
    spinner: {
      title: 'Indicateur de chargement',
      description:
        'Une progression indéterminée pour une courte attente, annoncée par son libellé de statut.',
      label: 'Chargement…',
      busy: 'Envoi…',
    },
  },
};
