import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';

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
  disconnectName: (name) => `${name} está conectado. Desconectarlo`,
  disconnectTitle: (name) => `¿Desconectar ${name}?`,
  disconnectBody: (workspace) =>
    `Sus datos dejan de llegar a ${workspace} para todos los miembros del espacio de trabajo. Puedes volver a conectarlo más tarde.`,
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando...',
  connectedToast: (name) => `${name} conectado`,
  disconnectedToast: (name) => `${name} desconectado`,
  failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar los flujos de datos',
  readOnly: 'Solo los Propietarios y los Administradores pueden conectar o desconectar flujos de datos.',
  count: (count) => `${count} ${count === 1 ? 'flujo de datos' : 'flujos de datos'}`,
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'No existe ese flujo de datos en este espacio de trabajo.',
    paused: 'Este flujo de datos está en pausa: reanúdalo para recibir datos.',
    tooMany: (maximum: number) =>
      `Un espacio de trabajo tiene como máximo ${maximum} flujos de datos: elimina uno primero.`,
    tooManyRows: (maximum: number) =>
      `Envía como máximo ${maximum} filas por solicitud: repártelas en varias.`,
    jsonOrCsv: 'Envía las filas como JSON ({ "rows": [...] }) o como CSV (text/csv).',
    badIdempotencyKey: 'La cabecera Idempotency-Key debe tener de 1 a 200 caracteres ASCII visibles.',
    secretNeeded: 'Pega el secreto de firma que muestra el servicio.',
    noSecretToRotate: 'Este flujo no tiene un secreto que renovar.',
    wrongKind: 'Este flujo no recibe filas de esta forma.',
    noService: 'Este servicio aún no puede enviar webhooks a Tessera.',
    rejectedDelivery: 'No se pudo verificar esta entrega.',
    notAnObject: 'no es un objeto de columna → valor',
    nested: (column: string) =>
      `columna «${column}»: los valores anidados no se guardan; envía texto, un número, true/false o null`,
    tooLong: (column: string, maximum: number) =>
      `columna «${column}»: una celda admite como máximo ${maximum} caracteres`,
    tooManyColumns: (maximum: number) => `más de ${maximum} columnas`,
    badColumnName: (maximum: number) => `un nombre de columna está vacío o supera los ${maximum} caracteres`,
    datasetUnreadable:
      'No se pudo leer el archivo del conjunto de datos del flujo: elimina el conjunto para empezar uno nuevo.',
    datasetFull:
      'El conjunto de datos del flujo superaría los 20 MB: empieza uno nuevo o usa el modo de reemplazo.',
    busy: 'Este flujo está ocupado con otro lote. Inténtalo de nuevo en unos segundos.',
  },
};
