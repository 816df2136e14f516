import type { integrationMessages as en } from '../en/integrations';
import type { Translation } from '../catalogue-types';

export const integrationMessages: Translation<typeof en> = {
  categories: {
    productivity: 'Productivité et collaboration',
    design: 'Outils de design',
    development: 'Développement',
    analytics: 'Analyse et supervision',
  },
  descriptions: {
    slack:
      'Amenez les discussions des canaux dans votre espace de travail et partagez vos analyses là où votre équipe échange.',
    notion:
      'Synchronisez pages et bases de données pour garder notes de recherche et spécifications à côté de vos données.',
    zoom: 'Transformez les transcriptions de réunion en notes, décisions et actions faciles à retrouver.',
    'google-drive': 'Importez Docs, Sheets et fichiers des drives partagés et gardez-les à jour.',
    figma: 'Reliez fichiers de design et commentaires pour garder la trace des retours et des décisions.',
    miro: 'Importez les tableaux et post-it de vos ateliers et regroupez-les par thèmes.',
    sketch: 'Suivez documents et symboles de votre espace Sketch au fil de l’évolution des designs.',
    framer:
      'Connectez vos sites publiés pour voir comment les changements de design sont reçus par de vrais visiteurs.',
    github: 'Suivez dépôts, pull requests et issues de la première idée à la mise en production.',
    gitlab: 'Recevez merge requests, pipelines et issues de vos projets GitLab.',
    linear: 'Synchronisez issues, cycles et projets pour relier les plans produit à ce qui est livré.',
    jira: 'Importez issues et sprints de vos projets Jira et suivez-les à l’échelle des équipes.',
    amplitude:
      'Recevez événements produit et cohortes pour comprendre comment on utilise vraiment ce que vous créez.',
    mixpanel: 'Importez événements et entonnoirs pour comparer les comportements avant et après une version.',
    sentry:
      'Importez erreurs et problèmes de performance pour repérer les versions qui gênent les utilisateurs.',
    datadog: 'Réunissez métriques, moniteurs et incidents avec le reste des données de votre équipe.',
  },
};
