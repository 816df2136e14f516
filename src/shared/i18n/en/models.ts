import type { Translation } from '../catalogue-types';

/**
 * Models (issue 21): the Model section of a dataset's page (train in the browser, scores, importance, leaks, one
 * prediction, a file of predictions, save), the workspace's saved models, and one saved model's page. Column
 * names, numbers and dates come formatted in the user's language.
 */
export const modelsMessages = {
  heading: 'Model',
  intro:
    'Pick a column to predict. Tessera trains a baseline, a linear model and gradient-boosted trees on most rows, and scores them on rows they never saw.',
  target: 'Target',
  chooseTarget: 'Choose a column',
  train: 'Train model',
  cancel: 'Cancel',
  readingRows: 'Reading every row of the file before training…',
  rowsFailed: 'The file’s rows could not be read, so no model can be trained here.',
  mayNotTrain: 'Owners, Admins and Editors may train models; the saved models below are open to everyone.',
  progressLabel: 'Progress training the model',
  stages: {
    prepare: 'Reading the features…',
    linear: 'Fitting the linear model…',
    boosting: (done: string, total: string) => `Boosting: round ${done} of at most ${total}…`,
    scoring: 'Scoring on held-out rows…',
    importance: 'Measuring feature importance…',
  },
  failed: 'Training stopped with an error in this browser. Try again, or reload the page.',
  refused: {
    heading: (target: string) => `No model can predict ${target}`,
    'target-unknown': (_count: string, _limit: string) => 'There is no column of that name.',
    'target-kind': (_count: string, _limit: string) =>
      'A model predicts a number or a category with a few values; this column is text, an identifier or a date.',
    'too-few-values': (count: string, _limit: string) => `It has too few different values (${count}).`,
    'too-few-classes': (_count: string, _limit: string) =>
      'It has a single value: there is nothing to tell apart.',
    'too-many-classes': (count: string, limit: string) =>
      `It has ${count} different values; a category to predict may have at most ${limit}. A number with more than 10 values is predicted as a number.`,
    'too-few-rows': (count: string, limit: string) =>
      `Only ${count} rows have a value; at least ${limit} are needed to train and hold some back.`,
    'no-features': (_count: string, _limit: string) =>
      'No other column can be used to predict it (identifiers, free text, single values and possible leaks are left out).',
  },
  result: {
    task: {
      regression: (target: string) => `Regression: predicts the number ${target}.`,
      binary: (target: string, classes: string) =>
        `Classification of ${target} into two classes: ${classes}.`,
      multiclass: (target: string, classes: string) =>
        `Classification of ${target} into several classes: ${classes}.`,
    },
    rows: (fit: string, validation: string, test: string) =>
      `Trained on ${fit} rows, stopped early on ${validation} more, scored on ${test} rows held out.`,
    missingTarget: (count: string) => `${count} rows without a target value were left out.`,
    split: {
      random: 'Rows were split at random, with a fixed seed.',
      stratified: 'Rows were split at random within each class, with a fixed seed.',
      time: (column: string) => `Rows were split by time on ${column}: the latest rows are held out.`,
    },
    chosen: (model: string) => `Chosen: ${model}, the lowest loss on the validation rows.`,
  },
  scores: {
    heading: 'Scores on held-out rows',
    caption: 'Each score with its 95 % bootstrap interval, beside the baseline’s.',
    metric: 'Score',
    chosen: 'Chosen model',
    baseline: 'Baseline',
    interval: (value: string, low: string, high: string) => `${value} (${low} to ${high})`,
    none: 'none',
    beats: 'The chosen model beats the baseline on held-out rows.',
    doesNotBeat:
      'The chosen model does not beat the baseline on held-out rows: the columns may not say much about the target.',
    metrics: {
      r2: 'R²',
      mae: 'Mean absolute error',
      rmse: 'Root mean squared error',
      accuracy: 'Accuracy',
      balancedAccuracy: 'Balanced accuracy',
      macroF1: 'Macro F1',
      auc: 'ROC AUC',
    },
    confusion: {
      label: 'Confusion matrix',
      caption:
        'Confusion matrix of the chosen model on held-out rows: each row is the actual class, each column the predicted class; the diagonal, in bold, counts the correct predictions.',
      actual: 'Actual class',
      predicted: 'Predicted class',
      correct: '(correct)',
    },
  },
  models: {
    heading: 'Models compared',
    model: 'Model',
    validationLoss: 'Validation loss',
    headline: 'Held-out score',
    chosen: 'Chosen',
    kinds: {
      baseline: 'Baseline',
      linear: 'Linear model',
      boosting: 'Gradient-boosted trees',
    },
    lambda: (lambda: string) => `ridge strength ${lambda}`,
    trees: (rounds: string) => `${rounds} rounds kept`,
  },
  importance: {
    heading: 'Feature importance',
    note: (metric: string, repeats: string) =>
      `How much ${metric} drops on held-out rows when a column is shuffled (mean ± sd over ${repeats} shuffles). Correlated columns share their importance.`,
    baselineChosen: 'The baseline was chosen, so no column has any importance to show.',
    column: 'Column',
    drop: 'Drop in score',
    valueName: 'Drop in score',
    meanSd: (mean: string, sd: string) => `${mean} ± ${sd}`,
  },
  leaks: {
    heading: 'Held back as possible leaks',
    none: 'No column was held back as a possible leak.',
    intro:
      'These columns alone predict the target almost perfectly: they may be known only after the outcome.',
    rules: {
      copy: (column: string, value: string, threshold: string) =>
        `${column}: the same as the target in ${value} of rows (the limit is ${threshold}).`,
      auc: (column: string, value: string, threshold: string) =>
        `${column}: alone separates the classes with an AUC of ${value} (the limit is ${threshold}).`,
      rho: (column: string, value: string, threshold: string) =>
        `${column}: moves with the target with |ρ| = ${value} (the limit is ${threshold}).`,
      eta: (column: string, value: string, threshold: string) =>
        `${column}: its values explain the target with η = ${value} (the limit is ${threshold}).`,
    },
  },
  excluded: {
    heading: 'Columns not used',
    none: 'Every other column was used.',
    reasons: {
      target: 'the target',
      id: 'an identifier',
      text: 'free text',
      constant: 'a single value',
      leak: 'a possible leak',
    },
    item: (column: string, reason: string) => `${column}: ${reason}`,
  },
  predict: {
    heading: 'Predict one row',
    intro: 'Fill in what you know; an empty field counts as missing.',
    submit: 'Predict',
    missing: 'Missing',
    value: (target: string, value: string) => `Predicted ${target}: ${value}`,
    range: (low: string, high: string) =>
      `90 % prediction interval: ${low} to ${high} (9 in 10 held-out rows were predicted this closely).`,
    typicalError: (error: string) => `Typical error on held-out rows: ± ${error} (mean absolute error).`,
    label: (target: string, label: string, probability: string) =>
      `Predicted ${target}: ${label} (probability ${probability})`,
    probabilities: 'Probability of each class',
    class: 'Class',
    probability: 'Probability',
  },
  batch: {
    heading: 'Predict a file',
    intro:
      'A CSV file of new rows with the same columns: the download is the same file with a prediction column.',
    choose: 'File of new rows',
    scoring: 'Scoring the file…',
    scored: (rows: string, file: string) => `${rows} rows of ${file} scored.`,
    problems: (count: string) => `${count} rows could not be scored:`,
    problem: (row: string, column: string, value: string, expected: string) =>
      `Row ${row}: “${value}” in ${column} is not ${expected}.`,
    more: (count: string) => `and ${count} more.`,
    expected: { number: 'a number', date: 'a date', boolean: 'yes or no' },
    download: 'Download with predictions',
    failed: 'The file could not be scored. Try again, or try another file.',
    fileName: (name: string) => `${name} with predictions.csv`,
  },
  save: {
    button: 'Save model',
    title: 'Save the model for the team',
    description:
      'The server trains it again from the saved file with the same seed, so everyone in the workspace sees the same model and can use it.',
    nameLabel: 'Name',
    defaultName: (target: string) => `Predict ${target}`,
    submit: 'Save model',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    saved: (name: string) => `Saving ${name}: the server is training it.`,
    failed: 'The model could not be saved.',
  },
  list: {
    heading: 'Saved models',
    label: 'Saved models, newest first',
    empty: 'No saved model yet. Train one on a dataset’s page and save it.',
    emptyDataset: 'No model of this dataset is saved yet.',
    loading: 'Loading models…',
    loadFailed: 'The models could not be loaded.',
    dataset: 'Dataset',
    target: 'Target',
    score: 'Score',
    trainer: 'Trainer',
    date: 'Date',
    status: 'Status',
    formerMember: 'A former member',
    noScore: '—',
    scoreVsBaseline: (metric: string, value: string, baseline: string) =>
      `${metric} ${value} (baseline ${baseline})`,
    statuses: {
      queued: 'Queued',
      training: 'Training',
      ready: 'Ready',
      failed: 'Failed',
      refused: 'Refused',
    },
    trainingShare: (share: string) => `Training, ${share}`,
    failures: {
      crashed: 'Training crashed.',
      'too-much-memory': 'The dataset is too large to train on the server.',
      'dataset-unreadable': 'The dataset’s file could not be read.',
    },
  },
  page: {
    title: 'Models',
    lead: 'The workspace’s saved models: trained on a dataset, scored on rows they never saw.',
    loading: 'Loading the model…',
    loadFailed: 'The model could not be loaded.',
    back: 'All models',
    facts: 'About this model',
    report: 'Report',
    waiting: 'The server is training this model; its report shows here when it is ready.',
    noReport: 'This model has no report.',
  },
  retrain: {
    button: 'Retrain',
    label: (name: string) => `Retrain ${name}`,
    starting: 'Starting…',
    started: (name: string) =>
      `Retraining ${name}: the server is training it again on the dataset’s current rows.`,
    failed: 'The model could not be retrained.',
  },
  delete: {
    button: 'Delete',
    label: (name: string) => `Delete ${name}`,
    title: 'Delete this model?',
    description: (name: string) =>
      `${name} is deleted for everyone in the workspace, and calls to it through the API stop working.`,
    deleting: 'Deleting…',
    deleted: (name: string) => `${name} deleted.`,
    failed: 'The model could not be deleted.',
  },
};

export type ModelsMessages = Translation<typeof modelsMessages>;
