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
