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
  count: (count) => `${count} ${plural('es', count, { one: 'flujo de datos', other: 'flujos de datos' })}`,
};
