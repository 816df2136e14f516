import type { integrationMessages as en } from '../en/integrations';
import type { Translation } from '../catalogue-types';

export const integrationMessages: Translation<typeof en> = {
  categories: {
    productivity: 'Produktivität & Zusammenarbeit',
    design: 'Design-Tools',
    development: 'Entwicklung',
    analytics: 'Analyse & Monitoring',
  },
  descriptions: {
    slack: 'Hol Kanal-Diskussionen in deinen Workspace und teile Erkenntnisse dort, wo dein Team spricht.',
    notion:
      'Synchronisiere Seiten und Datenbanken, damit Recherchenotizen und Spezifikationen neben deinen Daten liegen.',
    zoom: 'Mach aus Meeting-Transkripten durchsuchbare Notizen, Entscheidungen und nächste Schritte.',
    'google-drive': 'Hol Docs, Sheets und Dateien aus geteilten Ablagen und halte sie aktuell.',
    figma:
      'Verknüpfe Designdateien und Kommentare, damit Feedback und Entscheidungen nachvollziehbar bleiben.',
    miro: 'Importiere Boards und Haftnotizen aus Workshops und gruppiere sie nach Themen.',
    sketch: 'Verfolge Dokumente und Symbole in deinem Sketch-Workspace, während sich Designs entwickeln.',
    framer: 'Verbinde veröffentlichte Websites und sieh, wie Designänderungen bei echten Besuchern ankommen.',
    github: 'Verfolge Repositories, Pull-Requests und Issues von der ersten Idee bis zum Release.',
    gitlab: 'Übertrage Merge-Requests, Pipelines und Issues aus deinen GitLab-Projekten.',
    linear:
      'Synchronisiere Issues, Zyklen und Projekte, um Produktpläne mit dem zu verbinden, was ausgeliefert wird.',
    jira: 'Hol Issues und Sprints aus Jira-Projekten und werte sie teamübergreifend aus.',
    amplitude:
      'Übertrage Produkt-Events und Kohorten, um zu sehen, wie Menschen dein Produkt wirklich nutzen.',
    mixpanel: 'Importiere Events und Funnels, um das Verhalten vor und nach einem Release zu vergleichen.',
    sentry: 'Hol Fehler und Performance-Probleme herein, um die Releases zu finden, die Nutzern schaden.',
    datadog: 'Bring Metriken, Monitore und Vorfälle mit den übrigen Daten deines Teams zusammen.',
  },
};
