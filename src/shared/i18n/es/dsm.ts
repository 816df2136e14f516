import type { dsmMessages as en } from '../en/dsm';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const dsmMessages: Translation<typeof en> = {
  title: 'Sistema de diseño',
  description:
    'El manual vivo de la interfaz de Tessera: cada componente básico con sus variantes y estados, en ambos temas.',
  intro:
    'Cada ejemplo se dibuja dos veces, uno al lado del otro: una en el tema de la página, que sigue el selector de tema de la navegación, y otra en el tema oscuro.',
  contents: 'En esta página',
  preview: {
    light: 'Tema claro',
    dark: 'Tema oscuro',
  },
  sections: {
    button: {
      title: 'Botón',
      description:
        'Acciones. Un botón predeterminado por vista; contorno y fantasma para el resto, destructivo para lo que no se puede deshacer. Un enlace con aspecto de botón usa buttonVariants() como clase.',
      variants: 'Variantes',
      sizes: 'Tamaños',
      states: 'Estados',
      onMedia: 'Sobre fotos y vídeo',
      default: 'Predeterminado',
      secondary: 'Secundario',
      outline: 'Contorno',
      ghost: 'Fantasma',
      link: 'Enlace',
      destructive: 'Destructivo',
      inverse: 'Inverso',
      inverseOutline: 'Contorno inverso',
      small: 'Pequeño',
      large: 'Grande',
      iconOnly: 'Añadir elemento',
      disabled: 'Desactivado',
      busy: 'Guardando…',
      asLink: 'Enlace con estilo de botón',
    },
    input: {
      title: 'Campo de texto y etiqueta',
      description:
        'Texto de una línea. Cada campo tiene una etiqueta visible; la ayuda y el error se asocian con aria-describedby, y un campo no válido define aria-invalid.',
      name: 'Nombre del espacio de trabajo',
      namePlaceholder: 'Estudio Acme',
      email: 'Correo electrónico',
      emailHelp: 'Solo lo usamos para que inicies sesión.',
      invalid: 'Nombre de perfil',
      invalidValue: 'Al',
      invalidError: 'El nombre debe tener al menos 3 caracteres',
      disabled: 'ID del espacio de trabajo',
      disabledValue: 'ws_4f2a91',
      file: 'Imagen de avatar',
    },
    textarea: {
      title: 'Área de texto',
      description:
        'Texto de varias líneas, con una etiqueta visible y un contador de caracteres opcional que se lee como su descripción.',
      label: 'Mensaje',
      placeholder: '¿Qué deberíamos saber?',
      count: (left) =>
        plural('es', left, { one: `Queda ${left} carácter`, other: `Quedan ${left} caracteres` }),
      disabled: 'Nota archivada',
      disabledValue: 'Esta nota es de solo lectura.',
    },
    select: {
      title: 'Selector',
      description:
        'Una elección en una lista corta y fija, con grupos opcionales. Se abre con Espacio, Intro o las flechas; escribe para saltar a una opción.',
      label: 'Tamaño del equipo',
      placeholder: 'Elige un tamaño',
      small: 'Equipos pequeños',
      large: 'Equipos grandes',
      options: [
        { value: 'solo', label: 'Solo yo' },
        { value: '2-10', label: 'De 2 a 10 personas' },
        { value: '11-50', label: 'De 11 a 50 personas' },
        { value: '51-200', label: 'De 51 a 200 personas' },
        { value: '200+', label: 'Más de 200' },
      ],
      disabled: 'Región',
      disabledPlaceholder: 'La define tu administrador',
    },
    combobox: {
      title: 'Cuadro combinado',
      description:
        'Un campo de texto con una lista filtrada de sugerencias (combobox de WAI-ARIA). Las flechas, Inicio y Fin recorren la lista, Intro elige y Escape vacía el campo y lo anuncia.',
      label: 'Ciudad',
      placeholder: 'Escribe o elige una ciudad',
      help: (max) => `Elige una sugerencia o escribe la tuya, de hasta ${max} caracteres.`,
      strictLabel: 'Oficina',
      strictHelp: 'Solo se pueden elegir las oficinas de la lista.',
      cleared: 'Formulario borrado',
      value: (value) => `Valor: ${value || '(vacío)'}`,
      options: [
        { value: 'amsterdam', label: 'Ámsterdam' },
        { value: 'berlin', label: 'Berlín' },
        { value: 'lisbon', label: 'Lisboa' },
        { value: 'montreal', label: 'Montreal' },
        { value: 'nairobi', label: 'Nairobi' },
        { value: 'osaka', label: 'Osaka' },
        { value: 'santiago', label: 'Santiago' },
        { value: 'vancouver', label: 'Vancouver' },
      ],
    },
    switch: {
      title: 'Interruptor',
      description:
        'Un ajuste de activado/desactivado que se aplica al instante. Lo nombra su etiqueta; Espacio lo cambia.',
      on: 'Recibir correos de comentarios',
      off: 'Resumen semanal',
      disabled: 'Acceso al calendario (solo organizaciones)',
    },
    dialog: {
      title: 'Diálogo',
      description:
        'Una tarea modal. El foco entra y se queda dentro, Escape o el botón de cerrar lo cierran y el foco vuelve al botón que lo abrió.',
      open: 'Invitar usuarios',
      heading: 'Invitar a personas',
      body: 'Recibirán un correo con un enlace para unirse a este espacio de trabajo.',
      emails: 'Direcciones de correo',
      emailsHelp: 'Separa varias direcciones con comas.',
      cancel: 'Cancelar',
      send: 'Enviar la invitación',
      close: 'Cerrar',
    },
    dropdownMenu: {
      title: 'Menú desplegable',
      description:
        'Un menú de acciones detrás de un botón. Las flechas se mueven, Intro o Espacio ejecutan un elemento y Escape cierra y devuelve el foco.',
      open: 'Opciones',
      iconTrigger: 'Acciones para Ada Lovelace',
      account: 'Ada Lovelace',
      copyEmail: 'Copiar el correo',
      copyShortcut: '⌘C',
      manageAccess: 'Gestionar el acceso',
      editAccess: 'Editar el acceso',
      notify: 'Notificaciones por correo',
      role: 'Rol',
      roles: [
        { value: 'admin', label: 'Administrador' },
        { value: 'editor', label: 'Editor' },
        { value: 'collaborator', label: 'Colaborador' },
      ],
      more: 'Más',
      archive: 'Archivar',
      remove: 'Eliminar del espacio de trabajo',
    },
    card: {
      title: 'Tarjeta',
      description:
        'Un grupo de contenido y acciones relacionados: cabecera con título, descripción y una acción opcional, y después el contenido y el pie.',
      heading: 'Linear',
      body: 'Sincroniza incidencias y proyectos con tus flujos de datos.',
      status: 'Conectado',
      detail: 'Última sincronización hace 5 minutos en 2 espacios de trabajo.',
      manage: 'Gestionar',
      disconnect: 'Desconectar',
    },
    badge: {
      title: 'Insignia',
      description:
        'Un estado o etiqueta breve. Nunca es lo único que transmite el significado: el texto lo dice.',
      default: 'Propietario',
      secondary: 'Editor',
      outline: 'Próximamente',
      destructive: 'Vencido',
    },
    breadcrumb: {
      title: 'Ruta de navegación',
      description:
        'Dónde se encuentra esta página. Una región de navegación llamada Ruta de navegación; la página actual se marca con aria-current y los separadores se ocultan a los lectores de pantalla.',
      label: 'Ruta de navegación',
      darkLabel: 'Ruta de navegación (tema oscuro)',
      home: 'Inicio',
      manual: 'Sistema de diseño',
      current: 'Ruta de navegación',
    },
    tabs: {
      title: 'Pestañas',
      description:
        'Vistas de un mismo tema, de una en una. Las flechas se mueven entre pestañas; Tab entra en el panel.',
      label: 'Secciones de la cuenta',
      items: [
        { value: 'profile', label: 'Perfil', body: 'Tu nombre y cómo te ven los demás en Tessera.' },
        {
          value: 'links',
          label: 'Enlaces',
          body: 'Enlaces a tu sitio web, LinkedIn, GitHub y Twitter que se muestran en tu perfil.',
        },
        { value: 'emails', label: 'Correos', body: 'Elige qué correos puede enviarte Tessera.' },
      ],
    },
    avatar: {
      title: 'Avatar',
      description:
        'Una imagen de una persona o de un espacio de trabajo. La imagen necesita un texto alternativo; hasta que carga, o si falla, se muestran las iniciales.',
      imageAlt: 'Espacio de trabajo de Tessera',
      people: ['Ada Lovelace', 'Grace Hopper', 'alan.turing@tessera.app'],
    },
    toast: {
      title: 'Notificación emergente',
      description:
        'Una respuesta breve tras una acción, abajo a la derecha durante 3 segundos y anunciada con cortesía. Éxito, error, advertencia e información.',
      success: 'Éxito',
      error: 'Error',
      warning: 'Advertencia',
      info: 'Información',
      successMessage: 'Nombre del espacio de trabajo actualizado correctamente',
      errorMessage: 'No se pudo actualizar el nombre del espacio de trabajo',
      warningMessage: 'Has iniciado sesión, pero no se pudo crear la sesión',
      infoMessage: 'Completa tu perfil',
    },
    skeleton: {
      title: 'Esqueleto',
      description:
        'Un marcador con la forma del contenido que se está cargando. Oculto para los lectores de pantalla; acompáñalo de un estado de carga.',
      loading: 'Cargando la lista de miembros…',
    },
    spinner: {
      title: 'Indicador de carga',
      description: 'Progreso indeterminado para una espera corta, anunciado mediante su etiqueta de estado.',
      label: 'Cargando…',
      busy: 'Enviando…',
    },
  },
};
