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
  actions: {
    trainWhat: (rows) =>
      `Wenn Sie bestätigen, trainiert der Server ein Modell für das Team mit den ${rows} Zeilen dieses gespeicherten Datensatzes und legt es zu den Modellen des Datensatzes. Vorher startet nichts.`,
    saveFirst:
      'Diese Daten gibt es nur im Playground: Speichern Sie sie zuerst als Datensatz und fragen Sie dann auf seiner Seite, um ein Modell zu trainieren oder vorherzusagen.',
    mayNotTrain:
      'Nur Inhaber, Admins und Bearbeiter dürfen Modelle trainieren: Ihre Rolle kann keines starten.',
    cancelled: 'Abgebrochen: Es wurde nichts gestartet.',
    starting: 'Wird gestartet…',
    started: (name) => `${name} ist gespeichert und eingereiht: Der Server trainiert es.`,
    trainFailed: 'Das Training konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
    openModel: (name) => `${name} öffnen`,
    noModel: (target) => `Noch kein fertiges Modell sagt ${target} in diesem Datensatz vorher.`,
    stillTraining: (name) => `${name} wird noch trainiert: Fragen Sie erneut, sobald es fertig ist.`,
    offerTrain: (target) => `Ein Modell für ${target} trainieren`,
    predictWhat: (name, given) => `Wenn Sie bestätigen, sagt ${name} aus ${given} vorher.`,
    predictNothingGiven: (name) =>
      `Wenn Sie bestätigen, sagt ${name} ohne jeden Wert vorher: Nennen Sie Werte einiger Spalten für eine genauere Vorhersage.`,
    predicting: 'Wird vorhergesagt…',
    predictFailed:
      'Das Modell konnte nicht geladen werden, daher wurde nichts vorhergesagt. Bitte versuchen Sie es erneut.',
    notFeatures: (columns) => `Von diesem Modell nicht verwendet, daher ausgelassen: ${columns}.`,
    unreadable: (column, value, expected) =>
      `„${value}“ in ${column} ist nicht ${expected}: Der Wert gilt als fehlend.`,
    missing: (columns) => `Nicht angegeben, daher als fehlend gezählt: ${columns}.`,
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
