import type { assistantMessages as en } from '../en/assistant';
import type { Translation } from '../catalogue-types';

export const assistantMessages: Translation<typeof en> = {
  heading: 'Fragen',
  label: 'Stell eine Frage zu diesen Daten',
  placeholder: 'Wie hoch ist die Summe je Gruppe?',
  hint: 'Antworten werden aus allen Zeilen berechnet, in deinem Browser. Drück die Eingabetaste, um zu fragen.',
  submit: 'Fragen',
  thread: 'Unterhaltung mit dem Assistenten',
  you: 'Du',
  assistant: 'Assistent',
  thinking: 'Wird berechnet…',
  failed: 'Der Assistent konnte nicht antworten. Bitte versuche es erneut.',
  retry: 'Erneut fragen',
  empty:
    'Frag nach Summen, Durchschnitten, Anzahlen, Spitzenwerten, Vergleichen oder Verläufen: Die Antwort zeigt, wie sie berechnet wurde.',
  reading: 'Zeilen werden gelesen…',
  readFailed: 'Die Zeilen konnten nicht gelesen werden, daher kann der Assistent hier nicht antworten.',
  followUps: 'Als Nächstes fragen',
  suggestions: 'Fragen, die ich beantworten kann',
  options: 'Wähle, was du gemeint hast',
  numbers: 'Die Zahlen hinter dieser Antwort',
  group: 'Gruppe',
  value: 'Wert',
  rows: 'Zeilen',
  about: (name) => `Zu ${name}`,
  keep: {
    clear: 'Unterhaltung löschen',
    cleared: 'Unterhaltung gelöscht.',
    clearFailed: 'Die Unterhaltung konnte nicht gelöscht werden. Bitte versuch es noch einmal.',
    restoring: 'Deine Unterhaltung wird geladen…',
    loadFailed: 'Deine früheren Fragen konnten nicht geladen werden; neue werden weiter beantwortet.',
    saveFailed: 'Diese Unterhaltung ist noch nicht gespeichert; das geschieht mit deiner nächsten Frage.',
    private: 'Nur du siehst diese Unterhaltung; sie wird für dich in diesem Arbeitsbereich aufbewahrt.',
    tooLarge: (kilobytes) => `Ein Beitrag einer Unterhaltung hat höchstens ${kilobytes} KB.`,
  },
  pinAnswer: {
    notPinnable: 'Nur eine Antwort über die Zeilen kann angeheftet werden.',
    pinLabel: (question) => `Antwort auf „${question}“ an die Startseite anheften`,
    unpinLabel: (question) => `Antwort auf „${question}“ lösen`,
    asked: (question) => `Gefragt: ${question}`,
    changed:
      'Der Server kam bei dieser Antwort zu einem anderen Ergebnis als dein Browser, daher wurde sie nicht angeheftet. Lade die Seite neu und frag noch einmal.',
    tooLarge: (kilobytes) => `Eine Antwort zum Anheften hat höchstens ${kilobytes} KB.`,
  },
  home: {
    noDatasets:
      'Füge zuerst einen Datensatz hinzu (lade eine Datei hoch oder probiere die Beispieldaten) und frag dann hier.',
    loadFailed: 'Deine Datensätze konnten nicht geladen werden. Bitte versuche es erneut.',
    placeholder: 'Frag „Wie hoch ist die Summe pro Gruppe?“ oder tippe „Personen“…',
    latest: (name) => `${name}, dein neuester Datensatz`,
    playground: 'Playground öffnen',
    goTo: 'Gehe zu',
    searchAll: (query) => `„${query}“ in der Befehlsleiste suchen`,
    commandsHint:
      'Drück die Eingabetaste, um zu deinem neuesten Datensatz zu fragen, oder sag „in“ und seinen Namen. Mit der Befehlsleiste gehst du woandershin.',
  },
};
