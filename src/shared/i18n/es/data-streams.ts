import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dataStreamsMessages: Translation<typeof en> = {
  description:
    'Conecta las herramientas con las que trabaja tu equipo para que sus datos lleguen a este espacio de trabajo.',
  searchLabel: 'Buscar flujos de datos',
  searchPlaceholder: 'Buscar flujos de datos...',
  connect: 'Conectar',
  connected: 'Conectado',
  comingSoon: 'Próximamente',
  connectedIn: (names) => `Conectado en: ${names}`,
  connectName: (name) => `Conectar ${name}`,
  loadFailed: 'No se pudieron cargar los flujos de datos',
  readOnly: 'Solo los Propietarios y los Administradores pueden conectar o desconectar flujos de datos.',
  count: (count) => `${count} ${plural('es', count, { one: 'flujo de datos', other: 'flujos de datos' })}`,
  webhook: {
    createTitle: (service) => `Conectar ${service}`,
    createDescription: (service) =>
      `Tessera crea una dirección de webhook para ${service}; cada evento que envía se convierte en una fila del conjunto de datos.`,
    name: 'Nombre del flujo',
    datasetName: 'Nombre del conjunto de datos',
    defaultDataset: (service) => `Eventos de ${service}`,
    theirSecret: (service) => `Pega el secreto de firma de ${service}`,
    theirSecretHint: 'También puedes añadirlo más tarde rotando el secreto.',
    create: 'Crear flujo',
    creating: 'Creando...',
    cancel: 'Cancelar',
    createdTitle: (service) => `Flujo de ${service} creado`,
    createdDescription: (service) => `Añade esta dirección de webhook en la configuración de ${service}.`,
    url: 'URL del webhook',
    secret: 'Secreto',
    secretOnce: 'Copia el secreto ahora: no se volverá a mostrar.',
    docs: (service) => `Cómo añadir un webhook en ${service}`,
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar. Selecciona el texto y cópialo tú.',
    done: 'Listo',
    lastData: (when) => `Últimos datos: ${when}`,
    noData: 'Aún no hay datos',
    manage: 'Gestionar',
    manageName: (service) => `Gestionar los flujos de ${service}`,
    manageTitle: (service) => `Flujos de ${service}`,
    manageDescription: 'Cada flujo alimenta un conjunto de datos.',
    addAnother: 'Añadir otro flujo',
    status: { active: 'Activo', paused: 'En pausa', failing: 'Con fallos' },
    rows: (count) => `${count} ${plural('es', count, { one: 'fila recibida', other: 'filas recibidas' })}`,
    dataset: (name) => `Conjunto de datos: ${name}`,
    lastErrors: 'Últimos errores',
    noErrors: 'Sin errores.',
    reasons: {
      unsigned: 'Sin firma',
      'bad-signature': 'Firma incorrecta',
      stale: 'Demasiado antiguo (repetido o retrasado)',
      malformed: 'Ilegible',
      'rejected-rows': 'Filas rechazadas',
      'dataset-unreadable': 'No se pudo leer el conjunto de datos',
      'too-large': 'Demasiado grande',
      failed: 'Error',
      'refused-address': 'Dirección no permitida (privada o local)',
      'http-error': 'La fuente respondió con un error',
      timeout: 'La fuente tardó demasiado',
      unparsable: 'No es CSV, JSON ni .xlsx',
    },
    pause: 'Pausar',
    resume: 'Reanudar',
    rotate: 'Rotar secreto',
    rotateTitle: (name) => `¿Rotar el secreto de ${name}?`,
    rotateBody: 'El secreto anterior deja de funcionar al instante: pon el nuevo en el servicio.',
    newSecretTitle: 'Nuevo secreto',
    pendingTitle: 'Secreto pendiente de confirmación',
    pendingBody: (fingerprint, at) =>
      `Llegó un token de verificación el ${at} (huella ${fingerprint}). Las entregas se rechazan hasta que un Owner o Admin lo confirme.`,
    pendingHint:
      'Confírmelo solo si acaba de crear la suscripción en el servicio. Si no, pida al servicio que lo envíe de nuevo: el nuevo lo reemplaza.',
    confirmPending: 'Confirmar secreto',
    confirmPendingTitle: (name) => `¿Confirmar el secreto de ${name}?`,
    confirmPendingBody: (fingerprint) =>
      `Se aceptarán las entregas firmadas con el token ${fingerprint}. Después pegue el token en el paso de verificación del servicio.`,
    confirmedTitle: 'Token de verificación',
    delete: 'Eliminar',
    deleting: 'Eliminando...',
    deleteTitle: (name) => `¿Eliminar ${name}?`,
    deleteBody: (dataset) =>
      `El flujo deja de recibir datos. El conjunto de datos “${dataset}” se queda, con todas sus filas.`,
    deleted: 'Flujo eliminado',
    failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
    loadFailed: 'No se pudo cargar este flujo',
  },
  push: {
    createDescription: (service) =>
      `Tessera crea una dirección que recibe las filas de ${service} por HTTP push; cada fila enviada se convierte en una fila del conjunto de datos.`,
    defaultDataset: (service) => `Datos de ${service}`,
    cannotPull: {
      'google-drive':
        'Tessera aún no puede leer Google Drive: la API de Google requiere un inicio de sesión (OAuth) que Tessera no hace. Un Apps Script o una automatización puede enviar aquí las filas de una hoja.',
      miro: 'Tessera aún no puede leer tableros de Miro: la API REST de Miro requiere un inicio de sesión (OAuth) que Tessera no hace. Un script que lea tus tableros puede enviar aquí sus elementos como filas.',
      sketch:
        'Tessera no puede leer documentos de Sketch: Sketch no ofrece ninguna API de la que Tessera pueda obtener datos. Un script o plugin tuyo puede enviar filas aquí.',
      amplitude:
        'Tessera aún no puede obtener datos de Amplitude: sus API de Export y Dashboard requieren la clave de API y la clave secreta de tu proyecto. Un script que las llame puede enviar las filas aquí.',
      mixpanel:
        'Tessera aún no puede obtener datos de Mixpanel: su API de Export requiere una cuenta de servicio. Un script que la llame puede enviar las filas aquí.',
    },
    howTo:
      'Envía filas a esta dirección desde un script o una automatización, con una clave de API del espacio de trabajo con el alcance streams:write en la cabecera Authorization. No hace falta ningún secreto: la clave autoriza.',
    apiKeys: 'Crear una clave de API',
    createdTitle: (service) => `Flujo de ${service} creado`,
    url: 'URL de push',
    example: 'Ejemplo de cuerpo de la petición (JSON; CSV también sirve)',
  },
  pull: {
    title: 'Importar desde una URL',
    description:
      'Tessera descarga un archivo CSV, JSON (un array de objetos) o .xlsx de una dirección, según un calendario o cuando sincronizas, y añade sus filas a un conjunto de datos.',
    add: 'Añadir una importación por URL',
    createTitle: 'Importar desde una URL',
    url: 'URL del archivo',
    urlHint: 'Una dirección http o https de un archivo CSV, JSON o .xlsx, de hasta 20 MB.',
    defaultName: 'Importación por URL',
    defaultDataset: 'Datos importados',
    mode: 'En cada sincronización',
    modes: { append: 'Añade sus filas al conjunto de datos', replace: 'Reemplaza el conjunto de datos' },
    schedule: 'Frecuencia',
    schedules: { hourly: 'Cada hora', daily: 'Cada día', manual: 'Solo al sincronizar' },
    headerName: 'Nombre del encabezado de autenticación (opcional)',
    headerValue: 'Valor del encabezado de autenticación',
    headerHint: 'Se envía en cada importación, se guarda cifrado y no se vuelve a mostrar.',
    headerBoth: 'Indica el nombre del encabezado y su valor, o ninguno.',
    edit: 'Editar',
    editName: (name: string) => `Editar ${name}`,
    editTitle: 'Editar importación por URL',
    keepUrl: (url: string) =>
      `Déjalo vacío para mantener la dirección actual (${url}, mostrada sin su consulta).`,
    keepHeaderValue: 'Déjalo vacío para mantener el valor actual.',
    save: 'Guardar cambios',
    saving: 'Guardando...',
    saved: 'Cambios guardados',
    created: 'Importación por URL creada',
    none: 'Aún no hay importaciones por URL.',
    source: (url: string) => `Fuente: ${url}`,
    withHeader: (name: string) => `(con el encabezado ${name})`,
    scheduleIs: (schedule: string) => `Frecuencia: ${schedule}`,
    syncNow: 'Sincronizar ahora',
    syncing: 'Sincronizando...',
    stored: (count: number) =>
      `Última sincronización: ${count} ${plural('es', count, { one: 'fila guardada', other: 'filas guardadas' })}`,
    unchanged: 'Última sincronización: nada nuevo',
    superseded: 'Última sincronización: la fuente se editó mientras se ejecutaba, así que no se guardó nada',
    wholeFileAgain: '(el archivo cambió antes de su final, así que se añadieron de nuevo todas sus filas)',
    failedWith: (reason: string) => `La última sincronización falló: ${reason}`,
    syncFailed: 'No se pudo iniciar la sincronización. Inténtalo de nuevo.',
  },
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'No existe ese flujo de datos en este espacio de trabajo.',
    nameInvisible: 'El nombre del flujo no puede contener caracteres de control ni de formato invisibles.',
    notEditable:
      'Este flujo de datos no se puede editar: solo las importaciones por URL y las consultas de PostgreSQL, y nunca a otro tipo.',
    secretAgain:
      'Vuelve a introducir el secreto: un valor de encabezado o una contraseña guardados solo se mantienen para el mismo encabezado y la misma dirección.',
    paused: 'Este flujo de datos está en pausa: reanúdalo para recibir datos.',
    tooMany: (maximum: number) =>
      `Un espacio de trabajo tiene como máximo ${maximum} flujos de datos: elimina uno primero.`,
    tooManyRows: (maximum: number) =>
      `Envía como máximo ${maximum} filas por solicitud: repártelas en varias.`,
    jsonOrCsv: 'Envía las filas como JSON ({ "rows": [...] }) o como CSV (text/csv).',
    badIdempotencyKey: 'La cabecera Idempotency-Key debe tener de 1 a 200 caracteres ASCII visibles.',
    idempotencyKeyReused:
      'Esta Idempotency-Key ya se usó con otro cuerpo: envíe cada lote nuevo con una clave nueva.',
    secretNeeded: 'Pega el secreto de firma que muestra el servicio.',
    noSecretToRotate: 'Este flujo no tiene un secreto que renovar.',
    noPendingSecret: 'Ningún secreto capturado espera confirmación en este flujo.',
    pendingSecretChanged:
      'Llegó otro secreto después de mostrar este: revise la nueva huella y confirme de nuevo.',
    wrongKind: 'Este flujo no recibe filas de esta forma.',
    noService: 'Este servicio aún no puede enviar webhooks a Tessera.',
    noPushService: 'Un flujo push solo nombra un servicio que no envía webhooks y que no está por llegar.',
    rejectedDelivery: 'No se pudo verificar esta entrega.',
    notAnObject: 'no es un objeto de columna → valor',
    nested: (column: string) =>
      `columna «${column}»: los valores anidados no se guardan; envía texto, un número, true/false o null`,
    tooLong: (column: string, maximum: number) =>
      `columna «${column}»: una celda admite como máximo ${maximum} caracteres`,
    tooManyColumns: (maximum: number) => `más de ${maximum} columnas`,
    badColumnName: (maximum: number) => `un nombre de columna está vacío o supera los ${maximum} caracteres`,
    datasetDeleted:
      'El conjunto de datos del flujo se eliminó mientras se guardaban estas filas: vuelva a enviarlas para empezar uno nuevo.',
    datasetUnreadable:
      'No se pudo leer el archivo del conjunto de datos del flujo: elimina el conjunto para empezar uno nuevo.',
    datasetFull:
      'El conjunto de datos del flujo superaría los 20 MB: empieza uno nuevo o usa el modo de reemplazo.',
    datasetRowsFull: (maximum: number) =>
      `El conjunto de datos del flujo superaría las ${maximum} filas: empieza uno nuevo o usa el modo de reemplazo.`,
    busy: 'Este flujo está ocupado con otro lote. Inténtalo de nuevo en unos segundos.',
    badUrl: 'Indica una dirección http o https.',
    urlCredentials: 'Pon las credenciales en el encabezado de autenticación, no en la dirección.',
    notPull: 'Solo se puede sincronizar un flujo de importación por URL.',
  },
};
