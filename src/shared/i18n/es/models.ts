import type { modelsMessages as en } from '../en/models';
import type { Translation } from '../catalogue-types';

export const modelsMessages: Translation<typeof en> = {
  heading: 'Modelo',
  intro:
    'Elige una columna para predecir. Tessera entrena una referencia, un modelo lineal y árboles con gradient boosting en la mayoría de las filas, y los evalúa en filas que nunca vieron.',
  target: 'Objetivo',
  chooseTarget: 'Elige una columna',
  train: 'Entrenar modelo',
  cancel: 'Cancelar',
  readingRows: 'Leyendo todas las filas del archivo antes de entrenar…',
  rowsFailed: 'No se pudieron leer las filas del archivo, así que aquí no se puede entrenar ningún modelo.',
  mayNotTrain:
    'Propietarios, administradores y editores pueden entrenar modelos; los modelos guardados de abajo están abiertos a todos.',
  progressLabel: 'Progreso del entrenamiento',
  stages: {
    prepare: 'Leyendo las variables…',
    linear: 'Ajustando el modelo lineal…',
    boosting: (done, total) => `Boosting: ronda ${done} de ${total} como máximo…`,
    scoring: 'Evaluando en las filas apartadas…',
    importance: 'Midiendo la importancia de las variables…',
  },
  failed:
    'El entrenamiento se detuvo con un error en este navegador. Inténtalo de nuevo o recarga la página.',
  refused: {
    heading: (target) => `Ningún modelo puede predecir ${target}`,
    'target-unknown': (_count, _limit) => 'No hay ninguna columna con ese nombre.',
    'target-kind': (_count, _limit) =>
      'Un modelo predice un número o una categoría con pocos valores; esta columna es texto, un identificador o una fecha.',
    'too-few-values': (count, _limit) => `Tiene muy pocos valores distintos (${count}).`,
    'too-few-classes': (_count, _limit) => 'Tiene un solo valor: no hay nada que distinguir.',
    'too-many-classes': (count, limit) =>
      `Tiene ${count} valores distintos; una categoría para predecir puede tener como máximo ${limit}. Un número con más de 10 valores se predice como número.`,
    'too-few-rows': (count, limit) =>
      `Solo ${count} filas tienen un valor; se necesitan al menos ${limit} para entrenar y apartar algunas.`,
    'no-features': (_count, _limit) =>
      'Ninguna otra columna sirve para predecirla (se dejan fuera identificadores, texto libre, valores únicos y posibles fugas).',
  },
  result: {
    task: {
      regression: (target) => `Regresión: predice el número ${target}.`,
      binary: (target, classes) => `Clasificación de ${target} en dos clases: ${classes}.`,
      multiclass: (target, classes) => `Clasificación de ${target} en varias clases: ${classes}.`,
    },
    rows: (fit, validation, test) =>
      `Entrenado con ${fit} filas, detenido pronto según otras ${validation}, evaluado en ${test} filas apartadas.`,
    missingTarget: (count) => `Se dejaron fuera ${count} filas sin valor objetivo.`,
    split: {
      random: 'Las filas se repartieron al azar, con una semilla fija.',
      stratified: 'Las filas se repartieron al azar dentro de cada clase, con una semilla fija.',
      time: (column) =>
        `Las filas se repartieron en el tiempo según ${column}: las más recientes se apartan.`,
    },
    chosen: (model) => `Elegido: ${model}, la menor pérdida en las filas de validación.`,
  },
  scores: {
    heading: 'Puntuaciones en filas apartadas',
    caption: 'Cada puntuación con su intervalo bootstrap del 95 %, junto a la de la referencia.',
    metric: 'Puntuación',
    chosen: 'Modelo elegido',
    baseline: 'Referencia',
    interval: (value, low, high) => `${value} (${low} a ${high})`,
    none: 'ninguna',
    beats: 'El modelo elegido supera a la referencia en las filas apartadas.',
    doesNotBeat:
      'El modelo elegido no supera a la referencia en las filas apartadas: puede que las columnas digan poco del objetivo.',
    metrics: {
      r2: 'R²',
      mae: 'Error absoluto medio',
      rmse: 'Raíz del error cuadrático medio',
      accuracy: 'Exactitud',
      balancedAccuracy: 'Exactitud equilibrada',
      macroF1: 'F1 macro',
      auc: 'ROC AUC',
    },
    confusion: {
      label: 'Matriz de confusión',
      caption:
        'Matriz de confusión del modelo elegido en las filas apartadas: cada fila es la clase real y cada columna la clase predicha; la diagonal, en negrita, cuenta las predicciones correctas.',
      actual: 'Clase real',
      predicted: 'Clase predicha',
      correct: '(correcta)',
    },
  },
  models: {
    heading: 'Modelos comparados',
    model: 'Modelo',
    validationLoss: 'Pérdida de validación',
    headline: 'Puntuación',
    chosen: 'Elegido',
    kinds: {
      baseline: 'Referencia',
      linear: 'Modelo lineal',
      boosting: 'Árboles con gradient boosting',
    },
    lambda: (lambda) => `fuerza ridge ${lambda}`,
    trees: (rounds) => `${rounds} rondas conservadas`,
  },
  importance: {
    heading: 'Importancia de las variables',
    note: (metric, repeats) =>
      `Cuánto baja ${metric} en las filas apartadas cuando se baraja una columna (media ± desviación típica en ${repeats} barajados). Las columnas correlacionadas comparten su importancia.`,
    baselineChosen: 'Se eligió la referencia, así que ninguna columna tiene importancia que mostrar.',
    column: 'Columna',
    drop: 'Caída de la puntuación',
    valueName: 'Caída de la puntuación',
    meanSd: (mean, sd) => `${mean} ± ${sd}`,
  },
  leaks: {
    heading: 'Apartadas como posibles fugas',
    none: 'Ninguna columna se apartó como posible fuga.',
    intro:
      'Estas columnas predicen por sí solas el objetivo casi a la perfección: quizá solo se conocen después del resultado.',
    rules: {
      copy: (column, value, threshold) =>
        `${column}: igual al objetivo en ${value} de las filas (el límite es ${threshold}).`,
      auc: (column, value, threshold) =>
        `${column}: separa por sí sola las clases con un AUC de ${value} (el límite es ${threshold}).`,
      rho: (column, value, threshold) =>
        `${column}: varía con el objetivo con |ρ| = ${value} (el límite es ${threshold}).`,
      eta: (column, value, threshold) =>
        `${column}: sus valores explican el objetivo con η = ${value} (el límite es ${threshold}).`,
    },
  },
  excluded: {
    heading: 'Columnas no usadas',
    none: 'Se usaron todas las demás columnas.',
    reasons: {
      target: 'el objetivo',
      id: 'un identificador',
      text: 'texto libre',
      constant: 'un solo valor',
      leak: 'una posible fuga',
    },
    item: (column, reason) => `${column}: ${reason}`,
  },
  predict: {
    heading: 'Predecir una fila',
    intro: 'Rellena lo que sepas; un campo vacío cuenta como ausente.',
    submit: 'Predecir',
    missing: 'Ausente',
    value: (target, value) => `${target} predicho: ${value}`,
    range: (low, high) =>
      `Intervalo de predicción del 90 %: de ${low} a ${high} (9 de cada 10 filas apartadas se predijeron con esta precisión).`,
    typicalError: (error) => `Error típico en las filas apartadas: ± ${error} (error absoluto medio).`,
    label: (target, label, probability) => `${target} predicho: ${label} (probabilidad ${probability})`,
    probabilities: 'Probabilidad de cada clase',
    class: 'Clase',
    probability: 'Probabilidad',
  },
  batch: {
    heading: 'Predecir un archivo',
    intro:
      'Un archivo CSV de filas nuevas con las mismas columnas: la descarga es el mismo archivo con una columna prediction.',
    choose: 'Archivo de filas nuevas',
    scoring: 'Evaluando el archivo…',
    scored: (rows, file) => `${rows} filas de ${file} evaluadas.`,
    problems: (count) => `No se pudieron evaluar ${count} filas:`,
    problem: (row, column, value, expected) => `Fila ${row}: «${value}» en ${column} no es ${expected}.`,
    more: (count) => `y ${count} más.`,
    expected: { number: 'un número', date: 'una fecha', boolean: 'sí o no' },
    download: 'Descargar con predicciones',
    failed: 'No se pudo evaluar el archivo. Inténtalo de nuevo o prueba con otro archivo.',
    fileName: (name) => `${name} con predicciones.csv`,
  },
  save: {
    button: 'Guardar modelo',
    title: 'Guardar el modelo para el equipo',
    description:
      'El servidor lo vuelve a entrenar a partir del archivo guardado con la misma semilla, para que todo el espacio de trabajo vea el mismo modelo y pueda usarlo.',
    nameLabel: 'Nombre',
    defaultName: (target) => `Predecir ${target}`,
    submit: 'Guardar modelo',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    saved: (name) => `Guardando ${name}: el servidor lo está entrenando.`,
    failed: 'No se pudo guardar el modelo.',
  },
  list: {
    heading: 'Modelos guardados',
    label: 'Modelos guardados, los más recientes primero',
    empty: 'Aún no hay modelos guardados. Entrena uno en la página de un conjunto de datos y guárdalo.',
    emptyDataset: 'Aún no hay ningún modelo guardado de este conjunto de datos.',
    loading: 'Cargando modelos…',
    loadFailed: 'No se pudieron cargar los modelos.',
    dataset: 'Conjunto de datos',
    target: 'Objetivo',
    score: 'Puntuación',
    trainer: 'Entrenado por',
    date: 'Fecha',
    status: 'Estado',
    formerMember: 'Un antiguo miembro',
    noScore: '—',
    scoreVsBaseline: (metric, value, baseline) => `${metric} ${value} (referencia ${baseline})`,
    statuses: {
      queued: 'En cola',
      training: 'Entrenando',
      ready: 'Listo',
      failed: 'Fallido',
      refused: 'Rechazado',
    },
    trainingShare: (share) => `Entrenando, ${share}`,
    failures: {
      crashed: 'El entrenamiento falló.',
      'too-much-memory': 'El conjunto de datos es demasiado grande para entrenarlo en el servidor.',
      'dataset-unreadable': 'No se pudo leer el archivo del conjunto de datos.',
    },
  },
  page: {
    title: 'Modelos',
    lead: 'Los modelos guardados del espacio de trabajo: entrenados con un conjunto de datos, evaluados en filas que nunca vieron.',
    loading: 'Cargando el modelo…',
    loadFailed: 'No se pudo cargar el modelo.',
    back: 'Todos los modelos',
    facts: 'Sobre este modelo',
    report: 'Informe',
    waiting: 'El servidor está entrenando este modelo; su informe aparecerá aquí cuando esté listo.',
    noReport: 'Este modelo no tiene informe.',
  },
  retrain: {
    button: 'Volver a entrenar',
    label: (name) => `Volver a entrenar ${name}`,
    starting: 'Iniciando…',
    started: (name) =>
      `Volviendo a entrenar ${name}: el servidor lo entrena de nuevo con las filas actuales del conjunto de datos.`,
    failed: 'No se pudo volver a entrenar el modelo.',
  },
  delete: {
    button: 'Eliminar',
    label: (name) => `Eliminar ${name}`,
    title: '¿Eliminar este modelo?',
    description: (name) =>
      `${name} se elimina para todo el espacio de trabajo, y las llamadas a él por la API dejan de funcionar.`,
    deleting: 'Eliminando…',
    deleted: (name) => `${name} eliminado.`,
    failed: 'No se pudo eliminar el modelo.',
  },
};
