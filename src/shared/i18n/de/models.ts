import type { modelsMessages as en } from '../en/models';
import type { Translation } from '../catalogue-types';

export const modelsMessages: Translation<typeof en> = {
  heading: 'Modell',
  intro:
    'Wählen Sie eine Spalte, die vorhergesagt werden soll. Tessera trainiert eine Basislinie, ein lineares Modell und Gradient-Boosted Trees auf den meisten Zeilen und bewertet sie auf Zeilen, die sie nie gesehen haben.',
  target: 'Zielspalte',
  chooseTarget: 'Spalte wählen',
  train: 'Modell trainieren',
  cancel: 'Abbrechen',
  readingRows: 'Vor dem Training werden alle Zeilen der Datei gelesen …',
  rowsFailed:
    'Die Zeilen der Datei konnten nicht gelesen werden, daher kann hier kein Modell trainiert werden.',
  mayNotTrain:
    'Inhaber, Admins und Bearbeiter können Modelle trainieren; die gespeicherten Modelle unten stehen allen offen.',
  progressLabel: 'Fortschritt des Trainings',
  stages: {
    prepare: 'Merkmale werden gelesen …',
    linear: 'Das lineare Modell wird angepasst …',
    boosting: (done, total) => `Boosting: Runde ${done} von höchstens ${total} …`,
    scoring: 'Bewertung auf zurückgehaltenen Zeilen …',
    importance: 'Die Wichtigkeit der Merkmale wird gemessen …',
  },
  failed:
    'Das Training ist in diesem Browser mit einem Fehler abgebrochen. Versuchen Sie es erneut oder laden Sie die Seite neu.',
  refused: {
    heading: (target) => `Kein Modell kann ${target} vorhersagen`,
    'target-unknown': (_count, _limit) => 'Es gibt keine Spalte mit diesem Namen.',
    'target-kind': (_count, _limit) =>
      'Ein Modell sagt eine Zahl oder eine Kategorie mit wenigen Werten voraus; diese Spalte ist Text, eine Kennung oder ein Datum.',
    'too-few-values': (count, _limit) => `Sie hat zu wenige verschiedene Werte (${count}).`,
    'too-few-classes': (_count, _limit) => 'Sie hat nur einen Wert: Es gibt nichts zu unterscheiden.',
    'too-many-classes': (count, limit) =>
      `Sie hat ${count} verschiedene Werte; eine vorherzusagende Kategorie darf höchstens ${limit} haben. Eine Zahl mit mehr als 10 Werten wird als Zahl vorhergesagt.`,
    'too-few-rows': (count, limit) =>
      `Nur ${count} Zeilen haben einen Wert; mindestens ${limit} werden gebraucht, um zu trainieren und einige zurückzuhalten.`,
    'no-features': (_count, _limit) =>
      'Keine andere Spalte kann zur Vorhersage dienen (Kennungen, freier Text, einzelne Werte und mögliche Lecks bleiben außen vor).',
  },
  result: {
    task: {
      regression: (target) => `Regression: sagt die Zahl ${target} voraus.`,
      binary: (target, classes) => `Klassifikation von ${target} in zwei Klassen: ${classes}.`,
      multiclass: (target, classes) => `Klassifikation von ${target} in mehrere Klassen: ${classes}.`,
    },
    rows: (fit, validation, test) =>
      `Trainiert auf ${fit} Zeilen, früh gestoppt anhand von ${validation} weiteren, bewertet auf ${test} zurückgehaltenen Zeilen.`,
    missingTarget: (count) => `${count} Zeilen ohne Zielwert wurden ausgelassen.`,
    split: {
      random: 'Die Zeilen wurden zufällig aufgeteilt, mit festem Startwert.',
      stratified: 'Die Zeilen wurden innerhalb jeder Klasse zufällig aufgeteilt, mit festem Startwert.',
      time: (column) =>
        `Die Zeilen wurden zeitlich nach ${column} aufgeteilt: Die neuesten werden zurückgehalten.`,
    },
    chosen: (model) => `Gewählt: ${model}, mit dem geringsten Verlust auf den Validierungszeilen.`,
  },
  scores: {
    heading: 'Bewertung auf zurückgehaltenen Zeilen',
    caption: 'Jede Kennzahl mit ihrem 95-%-Bootstrap-Intervall, neben der der Basislinie.',
    metric: 'Kennzahl',
    chosen: 'Gewähltes Modell',
    baseline: 'Basislinie',
    interval: (value, low, high) => `${value} (${low} bis ${high})`,
    none: 'keine',
    beats: 'Das gewählte Modell schlägt die Basislinie auf den zurückgehaltenen Zeilen.',
    doesNotBeat:
      'Das gewählte Modell schlägt die Basislinie auf den zurückgehaltenen Zeilen nicht: Die Spalten sagen womöglich wenig über das Ziel.',
    metrics: {
      r2: 'R²',
      mae: 'Mittlerer absoluter Fehler',
      rmse: 'Wurzel des mittleren quadratischen Fehlers',
      accuracy: 'Genauigkeit',
      balancedAccuracy: 'Balancierte Genauigkeit',
      macroF1: 'Makro-F1',
      auc: 'ROC AUC',
    },
    confusion: {
      label: 'Konfusionsmatrix',
      caption:
        'Konfusionsmatrix des gewählten Modells auf den zurückgehaltenen Zeilen: Jede Zeile ist die tatsächliche Klasse, jede Spalte die vorhergesagte; die fett gedruckte Diagonale zählt die richtigen Vorhersagen.',
      actual: 'Tatsächliche Klasse',
      predicted: 'Vorhergesagte Klasse',
      correct: '(richtig)',
    },
  },
  models: {
    heading: 'Verglichene Modelle',
    model: 'Modell',
    validationLoss: 'Validierungsverlust',
    headline: 'Bewertung',
    chosen: 'Gewählt',
    kinds: {
      baseline: 'Basislinie',
      linear: 'Lineares Modell',
      boosting: 'Gradient-Boosted Trees',
    },
    lambda: (lambda) => `Ridge-Stärke ${lambda}`,
    trees: (rounds) => `${rounds} Runden behalten`,
  },
  importance: {
    heading: 'Wichtigkeit der Merkmale',
    note: (metric, repeats) =>
      `Wie stark ${metric} auf zurückgehaltenen Zeilen sinkt, wenn eine Spalte gemischt wird (Mittel ± Standardabweichung über ${repeats} Mischungen). Korrelierte Spalten teilen sich ihre Wichtigkeit.`,
    baselineChosen: 'Die Basislinie wurde gewählt, daher hat keine Spalte eine Wichtigkeit.',
    column: 'Spalte',
    drop: 'Rückgang der Kennzahl',
    valueName: 'Rückgang der Kennzahl',
    meanSd: (mean, sd) => `${mean} ± ${sd}`,
  },
  leaks: {
    heading: 'Als mögliche Lecks zurückgehalten',
    none: 'Keine Spalte wurde als mögliches Leck zurückgehalten.',
    intro:
      'Diese Spalten allein sagen das Ziel fast perfekt voraus: Sie sind womöglich erst nach dem Ergebnis bekannt.',
    rules: {
      copy: (column, value, threshold) =>
        `${column}: gleich dem Ziel in ${value} der Zeilen (die Grenze ist ${threshold}).`,
      auc: (column, value, threshold) =>
        `${column}: trennt die Klassen allein mit einer AUC von ${value} (die Grenze ist ${threshold}).`,
      rho: (column, value, threshold) =>
        `${column}: bewegt sich mit dem Ziel mit |ρ| = ${value} (die Grenze ist ${threshold}).`,
      eta: (column, value, threshold) =>
        `${column}: ihre Werte erklären das Ziel mit η = ${value} (die Grenze ist ${threshold}).`,
    },
  },
  excluded: {
    heading: 'Nicht verwendete Spalten',
    none: 'Alle anderen Spalten wurden verwendet.',
    reasons: {
      target: 'die Zielspalte',
      id: 'eine Kennung',
      text: 'freier Text',
      constant: 'ein einziger Wert',
      leak: 'ein mögliches Leck',
    },
    item: (column, reason) => `${column}: ${reason}`,
  },
  predict: {
    heading: 'Eine Zeile vorhersagen',
    intro: 'Füllen Sie aus, was Sie wissen; ein leeres Feld gilt als fehlend.',
    submit: 'Vorhersagen',
    missing: 'Fehlend',
    value: (target, value) => `Vorhergesagt für ${target}: ${value}`,
    range: (low, high) =>
      `90-%-Vorhersageintervall: ${low} bis ${high} (9 von 10 zurückgehaltenen Zeilen wurden so genau vorhergesagt).`,
    typicalError: (error) =>
      `Typischer Fehler auf zurückgehaltenen Zeilen: ± ${error} (mittlerer absoluter Fehler).`,
    label: (target, label, probability) =>
      `Vorhergesagt für ${target}: ${label} (Wahrscheinlichkeit ${probability})`,
    probabilities: 'Wahrscheinlichkeit jeder Klasse',
    class: 'Klasse',
    probability: 'Wahrscheinlichkeit',
  },
  batch: {
    heading: 'Eine Datei vorhersagen',
    intro:
      'Eine CSV-Datei mit neuen Zeilen und denselben Spalten: Der Download ist dieselbe Datei mit einer Spalte prediction.',
    choose: 'Datei mit neuen Zeilen',
    scoring: 'Die Datei wird bewertet …',
    scored: (rows, file) => `${rows} Zeilen von ${file} bewertet.`,
    problems: (count) => `${count} Zeilen konnten nicht bewertet werden:`,
    problem: (row, column, value, expected) => `Zeile ${row}: „${value}“ in ${column} ist nicht ${expected}.`,
    more: (count) => `und ${count} weitere.`,
    expected: { number: 'eine Zahl', date: 'ein Datum', boolean: 'ja oder nein' },
    download: 'Mit Vorhersagen herunterladen',
    failed: 'Die Datei konnte nicht bewertet werden. Versuchen Sie es erneut oder mit einer anderen Datei.',
    fileName: (name) => `${name} mit Vorhersagen.csv`,
  },
  save: {
    button: 'Modell speichern',
    title: 'Das Modell für das Team speichern',
    description:
      'Der Server trainiert es mit demselben Startwert erneut aus der gespeicherten Datei, sodass alle im Arbeitsbereich dasselbe Modell sehen und nutzen können.',
    nameLabel: 'Name',
    defaultName: (target) => `${target} vorhersagen`,
    submit: 'Modell speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    close: 'Schließen',
    saved: (name) => `${name} wird gespeichert: Der Server trainiert es.`,
    failed: 'Das Modell konnte nicht gespeichert werden.',
  },
  list: {
    heading: 'Gespeicherte Modelle',
    label: 'Gespeicherte Modelle, die neuesten zuerst',
    empty:
      'Noch kein gespeichertes Modell. Trainieren Sie eines auf der Seite eines Datensatzes und speichern Sie es.',
    emptyDataset: 'Für diesen Datensatz ist noch kein Modell gespeichert.',
    loading: 'Modelle werden geladen …',
    loadFailed: 'Die Modelle konnten nicht geladen werden.',
    dataset: 'Datensatz',
    target: 'Zielspalte',
    score: 'Bewertung',
    trainer: 'Trainiert von',
    date: 'Datum',
    status: 'Status',
    formerMember: 'Ein ehemaliges Mitglied',
    noScore: '—',
    scoreVsBaseline: (metric, value, baseline) => `${metric} ${value} (Basislinie ${baseline})`,
    statuses: {
      queued: 'In der Warteschlange',
      training: 'Im Training',
      ready: 'Bereit',
      failed: 'Fehlgeschlagen',
      refused: 'Abgelehnt',
    },
    trainingShare: (share) => `Im Training, ${share}`,
    failures: {
      crashed: 'Das Training ist abgestürzt.',
      'too-much-memory': 'Der Datensatz ist zu groß, um ihn auf dem Server zu trainieren.',
      'dataset-unreadable': 'Die Datei des Datensatzes konnte nicht gelesen werden.',
    },
  },
  page: {
    title: 'Modelle',
    lead: 'Die gespeicherten Modelle des Arbeitsbereichs: auf einem Datensatz trainiert, auf nie gesehenen Zeilen bewertet.',
    loading: 'Das Modell wird geladen …',
    loadFailed: 'Das Modell konnte nicht geladen werden.',
    back: 'Alle Modelle',
    facts: 'Über dieses Modell',
    report: 'Bericht',
    waiting: 'Der Server trainiert dieses Modell; sein Bericht erscheint hier, sobald es bereit ist.',
    noReport: 'Dieses Modell hat keinen Bericht.',
  },
  retrain: {
    button: 'Neu trainieren',
    label: (name) => `${name} neu trainieren`,
    starting: 'Wird gestartet…',
    started: (name) =>
      `${name} wird neu trainiert: Der Server trainiert es erneut mit den aktuellen Zeilen des Datensatzes.`,
    failed: 'Das Modell konnte nicht neu trainiert werden.',
  },
  delete: {
    button: 'Löschen',
    label: (name) => `${name} löschen`,
    title: 'Dieses Modell löschen?',
    description: (name) =>
      `${name} wird für alle im Arbeitsbereich gelöscht, und Aufrufe über die API funktionieren nicht mehr.`,
    deleting: 'Wird gelöscht …',
    deleted: (name) => `${name} gelöscht.`,
    failed: 'Das Modell konnte nicht gelöscht werden.',
  },
};
