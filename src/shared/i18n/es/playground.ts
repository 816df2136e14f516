import type { playgroundMessages as en } from '../en/playground';
import type { Translation } from '../catalogue-types';

export const playgroundMessages: Translation<typeof en> = {
  title: 'Playground',
  intro:
    'Convierte datos en bruto en una primera conclusión: añade un archivo CSV o JSON, consulta el perfil de cada columna y guárdalo para tu equipo.',
  input: {
    heading: 'Añadir datos',
    drop: 'Suelta aquí un archivo CSV o JSON',
    choose: 'Elegir un archivo',
    limit: (megabytes) =>
      `Hasta ${megabytes} MB. CSV: la primera fila nombra las columnas. JSON: un array de objetos, o un objeto cuyo "rows" es un array de objetos.`,
    pasteLabel: 'O pega CSV o JSON',
    pasteSubmit: 'Leer los datos pegados',
    pastedName: 'Datos pegados',
    previewLabel: 'Primeras filas, mientras se lee el resto',
    readFailed: 'No se pudo leer el archivo. Inténtalo de nuevo.',
    clear: 'Empezar de nuevo',
  },
  errors: {
    heading: 'No se pudieron leer estos datos',
    empty: 'El archivo está vacío.',
    notText: 'No es un archivo de texto. Guárdalo como CSV o JSON e inténtalo de nuevo.',
    noRows: 'No se encontraron filas bajo el encabezado.',
    invalidJson: (line, column) => `Línea ${line}, columna ${column}: esto no es JSON válido.`,
    jsonShape: 'Se esperaba un array de objetos, o un objeto cuyo "rows" es un array de objetos.',
    notAnObject: (row, found) => `Fila ${row}: se esperaba un objeto, hay ${found}.`,
    kinds: {
      number: 'un número',
      string: 'texto',
      boolean: 'true o false',
      array: 'un array',
      null: 'null',
    },
    tooManyRows: (max) => `El archivo tiene más de ${max} filas; el playground lee hasta ${max}.`,
    tooDeep: (row) => `Fila ${row}: un valor está anidado demasiado profundamente para leerlo.`,
    tooManyColumns: (found, max) => `El archivo tiene ${found} columnas; el playground lee hasta ${max}.`,
    tooLarge: (megabytes) => `El archivo supera los ${megabytes} MB.`,
    notAWorkbook:
      'Es un archivo comprimido, no un libro de Excel (.xlsx): un .xls antiguo, un libro protegido con contraseña o un zip de otros archivos. Guárdalo como .xlsx, CSV o JSON e inténtalo de nuevo.',
    workbookDamaged:
      'Este libro de Excel está dañado y no se pudo leer. Ábrelo en Excel y guárdalo de nuevo, o guarda la hoja como CSV.',
    workbookTooLarge: (megabytes) =>
      `Este libro descomprimido supera los ${megabytes} MB, más de lo que lee el playground. Guarda la hoja como CSV e inténtalo de nuevo.`,
    sheetNotFound: (sheet) => `El libro no tiene ninguna hoja llamada «${sheet}».`,
    rowsCounted: 'Las filas se cuentan desde la primera fila bajo el encabezado.',
  },
  summary: {
    rows: 'Filas',
    columns: 'Columnas',
    size: 'Tamaño',
    format: 'Formato',
  },
  profile: {
    heading: 'Perfil de columnas',
  },
  save: {
    heading: 'Guardar en el espacio de trabajo',
    nameLabel: 'Nombre del conjunto de datos',
    submit: 'Guardar conjunto de datos',
    saving: 'Guardando…',
    saved: (name) => `${name} se guardó en el espacio de trabajo`,
    failed: 'No se pudo guardar el conjunto de datos. Inténtalo de nuevo.',
    nameRequired: 'Escribe un nombre para el conjunto de datos',
    nameInvisible: 'El nombre no puede contener caracteres de control ni de formato invisibles.',
    nameTooLong: (max) => `El nombre debe tener como máximo ${max} caracteres`,
    notAllowed:
      'Los colaboradores pueden explorar datos aquí; guardarlos en el espacio de trabajo requiere el rol Editor o superior.',
  },
  saved: {
    heading: 'Conjuntos de datos guardados',
    empty:
      'Aún no hay conjuntos de datos. Guarda uno arriba y todo el espacio de trabajo lo encontrará aquí.',
  },
  api: {
    notFound: 'Ese conjunto de datos no existe en este espacio de trabajo.',
    tooLarge: (megabytes) => `El archivo supera los ${megabytes} MB.`,
    fields: 'Envía el archivo en el campo "file" y su nombre en el campo "name".',
    choices:
      'Envía las opciones de importación en el campo "choices" como JSON con la forma de las opciones de la pantalla de importación.',
    deleteForbidden:
      'Solo los Propietarios, los Administradores y quien subió un conjunto de datos pueden eliminarlo.',
    busy: 'Ahora mismo se están leyendo otras subidas. Vuelve a intentarlo en un minuto.',
    tooSlow: 'Este archivo ha tardado demasiado en leerse. Prueba con un archivo más pequeño o más sencillo.',
    tooMuchMemory:
      'Leer este archivo necesita más memoria de la que el servidor permite para una subida. Prueba con un archivo más pequeño o más sencillo.',
  },
};
