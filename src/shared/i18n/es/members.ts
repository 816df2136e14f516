import type { memberMessages as en } from '../en/members';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const memberMessages: Translation<typeof en> = {
  notFound: 'Esta persona no es miembro de tu espacio de trabajo.',
  noLongerMember: 'Ya no eres miembro de este espacio de trabajo. Recarga la página para continuar.',
  changeRoleOutranked: 'Solo puedes cambiar el rol de los miembros con un rol inferior al tuyo.',
  grantRoleTooHigh: 'Solo puedes asignar un rol inferior al tuyo.',
  removeOutranked: 'Solo puedes eliminar a miembros con un rol inferior al tuyo.',
  lastOwnerDemote:
    'Un espacio de trabajo necesita al menos un Propietario. Haz Propietario a otra persona primero.',
  lastOwnerRemove:
    'Un espacio de trabajo necesita al menos un Propietario, así que no se puede eliminar a su último Propietario.',
  lastOwnerLeave:
    'Eres el único Propietario de este espacio de trabajo. Haz Propietario a otra persona antes de salir.',
  transferToSelf: 'Ya eres Propietario. Elige a otro miembro a quien ceder el espacio de trabajo.',
  confirmUnavailable:
    'Para transferir la propiedad debemos confirmar que eres tú. Primero establece una contraseña o activa la autenticación en dos pasos en la configuración de tu cuenta.',
  passwordRequired: 'Introduce tu contraseña para confirmar la transferencia.',
  codeRequired:
    'Introduce un código de tu aplicación de autenticación, o un código de respaldo, para confirmar la transferencia.',
  wrongPassword: 'La contraseña no es correcta. Inténtalo de nuevo.',
  wrongCode:
    'El código no es correcto. Introduce el código actual de tu aplicación de autenticación o un código de respaldo que no hayas usado.',
  noPasswordUseCode:
    'Tu cuenta no tiene contraseña. Confirma con un código de tu aplicación de autenticación.',
  noTwoFactorUsePassword:
    'La autenticación en dos pasos no está activada en tu cuenta. Confirma con tu contraseña.',
  filters: {
    search: 'El texto de búsqueda puede tener como máximo 100 caracteres.',
    role: 'Elige un filtro de rol: all, owner, admin, editor o collaborator.',
    lastActive: 'Elige un filtro de última actividad: all, today, 7d o 30d.',
    page: 'La página debe ser un número entero del 1 al 10000.',
    unknown: 'Los filtros no son válidos.',
  },
  people: {
    description:
      'Todas las personas de este espacio de trabajo, su rol y cuándo tuvieron actividad por última vez.',
    searchLabel: 'Buscar personas',
    searchPlaceholder: 'Buscar personas...',
    roleFilter: 'Rol',
    lastActiveFilter: 'Última actividad',
    allRoles: 'Todos los roles',
    lastActive: { all: 'Todas', today: 'Hoy', '7d': 'Últimos 7 días', '30d': 'Últimos 30 días' },
    roles: { owner: 'Propietario', admin: 'Administrador', editor: 'Editor', collaborator: 'Colaborador' },
    roleDescriptions: {
      owner: 'Control total, incluidos la facturación, los miembros y los roles',
      admin: 'Gestiona la configuración y los miembros',
      editor: 'Crea, edita y colabora',
      collaborator: 'Consulta y comenta',
    },
    you: '(Tú)',
    owner: 'Propietario',
    never: 'Nunca',
    lastActiveLabel: 'Última actividad',
    roleOf: (name) => `Rol de ${name}`,
    actions: (name) => `Acciones para ${name}`,
    copyEmail: 'Copiar el correo',
    copyFailed: 'No se pudo copiar la dirección de correo.',
    makeOwner: 'Hacer Propietario…',
    remove: 'Eliminar del espacio de trabajo',
    leave: 'Salir del espacio de trabajo',
    roleChanged: (name, role) => `${name} ahora es ${role}`,
    roleChangeFailed: 'No se pudo cambiar el rol.',
    removeTitle: (name) => `¿Eliminar a ${name}?`,
    removeBody: (workspace) =>
      `Pierde el acceso a ${workspace} al instante. Puedes volver a invitarle más tarde.`,
    removing: 'Eliminando...',
    removed: (name) => `Se ha eliminado a ${name}`,
    removeFailed: 'No se pudo eliminar al miembro.',
    leaveTitle: (workspace) => `¿Salir de ${workspace}?`,
    leaveBody: 'Pierdes el acceso al instante; alguien tendrá que invitarte para volver.',
    leaving: 'Saliendo...',
    left: (workspace) => `Has salido de ${workspace}`,
    leaveFailed: 'No se pudo salir del espacio de trabajo.',
    transferTitle: (name) => `¿Hacer Propietario a ${name}?`,
    transferBody:
      'Obtendrá el control total del espacio de trabajo, incluida la facturación. Tú pasarás a ser Administrador. Confirma que eres tú.',
    password: 'Tu contraseña',
    code: 'O un código de dos pasos',
    codeHint: 'Un código de tu aplicación de autenticación o un código de respaldo.',
    transfer: 'Transferir la propiedad',
    transferring: 'Transfiriendo...',
    transferred: (name) => `${name} ahora es Propietario y tú eres Administrador`,
    transferFailed: 'No se pudo transferir la propiedad.',
    count: (count) => `${count} ${plural('es', count, { one: 'persona', other: 'personas' })}`,
    noMatches: 'Nadie coincide con estos filtros.',
    clearFilters: 'Borrar los filtros',
    loadFailed: 'No se pudieron cargar las personas',
    membersHeading: 'Miembros',
  },
  mail: {
    someone: 'Un miembro del espacio de trabajo',
    aWorkspace: 'un espacio de trabajo',
    removed: {
      subject: (workspace) => `Te han eliminado de ${workspace}`,
      intro: (remover, workspace) =>
        `${remover} te ha eliminado de ${workspace} en Tessera. Ya no tienes acceso a su trabajo, sus miembros ni su configuración.`,
      noOtherWorkspace:
        'Ahora no perteneces a ningún otro espacio de trabajo, pero tu cuenta de Tessera sigue activa: puedes seguir iniciando sesión, crear tu propio espacio de trabajo o unirte a uno cuando alguien te invite.',
      action: 'Abrir Tessera',
      outro:
        'Si crees que se trata de un error, pide a un Propietario o Administrador del espacio de trabajo que vuelva a invitarte.',
      reason: 'Has recibido este correo porque te han eliminado de un espacio de trabajo en Tessera.',
    },
    ownership: {
      subject: (workspace) => `Ahora eres Propietario de ${workspace}`,
      intro: (previousOwner, workspace) =>
        `${previousOwner} te ha cedido ${workspace} en Tessera y ahora es Administrador.`,
      meaning:
        'Como Propietario tienes el control total del espacio de trabajo, incluidos la facturación, los miembros y los roles. También puedes cedérselo a otra persona o eliminarlo.',
      action: 'Abrir la configuración del espacio de trabajo',
      outro: (workspace) =>
        `Si se abre otro espacio de trabajo, cambia a ${workspace} desde el menú de espacios de trabajo.`,
      reason: 'Has recibido este correo porque te han cedido un espacio de trabajo en Tessera.',
    },
  },
};
