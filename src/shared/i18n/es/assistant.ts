import type { assistantMessages as en } from '../en/assistant';
import type { Translation } from '../catalogue-types';

export const assistantMessages: Translation<typeof en> = {
  heading: 'Preguntar',
  label: 'Haz una pregunta sobre estos datos',
  placeholder: '¿Cuál es el total por grupo?',
  hint: 'Las respuestas se calculan con todas las filas, en tu navegador. Pulsa Intro para preguntar.',
  submit: 'Preguntar',
  thread: 'Conversación con el asistente',
  you: 'Tú',
  assistant: 'Asistente',
  thinking: 'Calculando…',
  failed: 'El asistente no ha podido responder. Inténtalo de nuevo.',
  retry: 'Preguntar de nuevo',
  empty:
    'Pregunta por totales, medias, recuentos, valores principales, comparaciones o tendencias: la respuesta muestra cómo se calculó.',
  reading: 'Leyendo las filas…',
  readFailed: 'No se han podido leer las filas, así que el asistente no puede responder aquí.',
  followUps: 'Pregunta después',
  suggestions: 'Preguntas que puedo responder',
  options: 'Elige lo que querías decir',
  numbers: 'Las cifras de esta respuesta',
  group: 'Grupo',
  value: 'Valor',
  rows: 'Filas',
  about: (name) => `Sobre ${name}`,
  keep: {
    clear: 'Borrar conversación',
    cleared: 'Conversación borrada.',
    clearFailed: 'No se pudo borrar la conversación. Inténtalo de nuevo.',
    restoring: 'Cargando tu conversación…',
    loadFailed: 'No se pudieron cargar tus preguntas anteriores; las nuevas se siguen respondiendo.',
    saveFailed: 'Esta conversación aún no está guardada; se guardará con tu próxima pregunta.',
    private: 'Solo tú ves esta conversación; se guarda para ti en este espacio de trabajo.',
    tooLarge: (kilobytes) => `Un turno de una conversación ocupa como máximo ${kilobytes} KB.`,
  },
  pinAnswer: {
    notPinnable: 'Solo se puede fijar una respuesta sobre las filas.',
    pinLabel: (question) => `Fijar en Inicio la respuesta a «${question}»`,
    unpinLabel: (question) => `Quitar la respuesta a «${question}»`,
    asked: (question) => `Pregunta: ${question}`,
    changed:
      'El servidor obtuvo esta respuesta de otra forma que tu navegador, así que no se fijó. Recarga la página y vuelve a preguntar.',
    tooLarge: (kilobytes) => `Una respuesta para fijar ocupa como máximo ${kilobytes} KB.`,
  },
  actions: {
    trainWhat: (rows) =>
      `Si lo confirmas, el servidor entrena un modelo para el equipo con las ${rows} filas de este conjunto de datos guardado y lo guarda con los modelos del conjunto. No empieza nada hasta que confirmes.`,
    saveFirst:
      'Estos datos solo están en el área de pruebas: guárdalos primero como conjunto de datos y luego pregunta en su página para entrenar un modelo o predecir.',
    mayNotTrain:
      'Solo Propietarios, Administradores y Editores pueden entrenar modelos: tu rol no puede iniciar uno.',
    cancelled: 'Cancelado: no se ha iniciado nada.',
    starting: 'Iniciando…',
    started: (name) => `${name} está guardado y en cola: el servidor lo está entrenando.`,
    trainFailed: 'No se pudo iniciar el entrenamiento. Inténtalo de nuevo.',
    openModel: (name) => `Abrir ${name}`,
    noModel: (target) =>
      `Todavía no hay ningún modelo listo que prediga ${target} en este conjunto de datos.`,
    stillTraining: (name) => `${name} todavía se está entrenando: vuelve a preguntar cuando esté listo.`,
    offerTrain: (target) => `Entrenar un modelo con ${target}`,
    predictWhat: (name, given) => `Si lo confirmas, ${name} predice a partir de ${given}.`,
    predictNothingGiven: (name) =>
      `Si lo confirmas, ${name} predice con todos los valores ausentes: indica valores de algunas columnas para una predicción más precisa.`,
    predicting: 'Prediciendo…',
    predictFailed: 'No se pudo cargar el modelo, así que no se ha predicho nada. Inténtalo de nuevo.',
    notFeatures: (columns) => `Este modelo no las usa, así que se omiten: ${columns}.`,
    unreadable: (column, value, expected) =>
      `“${value}” en ${column} no es ${expected}: cuenta como ausente.`,
    missing: (columns) => `No indicadas, así que cuentan como ausentes: ${columns}.`,
  },
  home: {
    noDatasets:
      'Añade primero un conjunto de datos (sube un archivo o prueba los datos de ejemplo) y luego pregunta aquí.',
    loadFailed: 'No se han podido cargar tus conjuntos de datos. Inténtalo de nuevo.',
    placeholder: 'Pregunta «¿Cuál es el total por grupo?» o escribe «personas»…',
    latest: (name) => `${name}, tu conjunto de datos más reciente`,
    playground: 'Abrir el área de pruebas',
    goTo: 'Ir a',
    searchAll: (query) => `Buscar «${query}» en la barra de comandos`,
    commandsHint:
      'Pulsa Intro para preguntar por tu último conjunto de datos, o di «en» y su nombre. Usa la barra de comandos para ir a otro sitio.',
  },
};
