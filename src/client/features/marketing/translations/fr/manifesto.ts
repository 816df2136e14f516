import type { ManifestoSection } from '@/client/features/marketing/manifesto-content';

export const manifestoSections: readonly ManifestoSection[] = [
  {
    id: 'scattered-is-normal',
    heading: 'L’éparpillement est normal. Y rester est un choix.',
    paragraphs: [
      'Les chiffres qui expliquent votre produit vivent dans un outil d’analyse. Les raisons qui les sous-tendent se cachent dans des tickets d’assistance, des notes de recherche, des commentaires de design et un fil de discussion que personne ne retrouve. Toutes les équipes travaillent ainsi, et toutes perdent des heures à recoller les morceaux à la main.',
      'Nous ne pensons pas que la solution soit un endroit de plus où copier des données. Tessera se connecte aux outils que vous utilisez déjà et laisse les données là où elles doivent être, à jour et dans leur contexte, pour que le travail parte d’une vue d’ensemble plutôt que d’un export périmé.',
    ],
  },
  {
    id: 'insight-is-a-team-sport',
    heading: 'L’analyse est un sport d’équipe.',
    paragraphs: [
      'Les designers remarquent ce qui pose problème aux gens. Les développeurs savent ce que fait réellement le système. Les managers voient où va l’entreprise. Une analyse que seul l’un d’eux peut lire n’est qu’une demi-analyse.',
      'C’est pourquoi Tessera est conçu pour les trois à la fois : un seul espace de travail, un seul ensemble de sources, et la même réponse pour tous ceux qui posent la même question. Personne n’a besoin de traduire un graphique pour le reste de la salle.',
    ],
  },
  {
    id: 'a-co-creator-not-an-oracle',
    heading: 'L’assistant est un co-créateur, pas un oracle.',
    paragraphs: [
      'Nous avons créé un assistant parce que trier des données brutes est un travail lent et répétitif, et que les machines y excellent. Nous ne l’avons pas créé pour prendre des décisions à votre place.',
      'Il montre son raisonnement : les sources qu’il a utilisées, ce qu’il a laissé de côté et son degré de certitude. Il transforme vos questions en analyses et en modèles que vous pouvez examiner, modifier et jeter. Le jugement reste entre les mains de celles et ceux qui vivront avec le résultat.',
    ],
  },
  {
    id: 'your-data-stays-yours',
    heading: 'Vos données restent les vôtres.',
    paragraphs: [
      'Les données que vous apportez dans Tessera appartiennent à votre équipe. Nous les utilisons pour effectuer le travail que vous nous demandez, et pour rien d’autre. Nous ne les vendons pas, nous ne vous montrons pas de publicité et nous ne nous en servons pas pour entraîner des modèles destinés à d’autres clients.',
      'Les rôles déterminent qui peut voir et modifier quoi, et ils sont appliqués sur nos serveurs, pas simplement masqués dans l’interface. Quand vous partez, vos données partent avec vous.',
    ],
  },
  {
    id: 'calm-software',
    heading: 'Un bon logiciel est un logiciel calme.',
    paragraphs: [
      'Les outils de travail sont devenus bruyants : badges, séries, relances et notifications se disputent une attention qui devrait aller au travail lui-même. Nous préférons que vous fermiez Tessera parce que vous avez trouvé ce dont vous aviez besoin plutôt que vous le gardiez ouvert parce qu’il ne cessait de vous solliciter.',
      'Cela signifie des pages rapides, des mots simples, des états vides honnêtes, aucune interface trompeuse et aucun suivi au-delà de ce qu’il faut pour vous maintenir connecté.',
    ],
  },
  {
    id: 'built-for-everyone',
    heading: 'Conçu pour toute l’équipe.',
    paragraphs: [
      'Un outil pour les équipes doit fonctionner pour toute l’équipe : sur un petit téléphone comme sur un grand écran, en mode clair comme en mode sombre, avec un clavier, un lecteur d’écran ou une souris. Pour nous, l’accessibilité fait partie de la définition de « terminé », ce n’est pas une tâche pour plus tard.',
    ],
  },
  {
    id: 'small-steps-in-the-open',
    heading: 'Avancer à petits pas, en toute transparence.',
    paragraphs: [
      'Nous livrons par petits morceaux, nous vous disons ce qui a changé et nous écoutons ce que vous en dites. Les membres de l’accès anticipé découvrent les nouvelles fonctionnalités en premier et aident à décider de la suite, et chaque message envoyé via le formulaire d’avis est lu par les personnes qui construisent le produit.',
      'Tessera est une mosaïque, faite de nombreuses petites pièces assemblées avec soin. Il en va de même pour toute bonne analyse. Nous aimerions construire les deux avec vous.',
    ],
  },
];
