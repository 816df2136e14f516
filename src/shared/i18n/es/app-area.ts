import type { appAreaMessages as en } from '../en/app-area';
import type { Translation } from '../catalogue-types';

export const appAreaMessages: Translation<typeof en> = {
  header: {
    workspaceSwitcher: 'Cambiar de espacio de trabajo',
    currentWorkspace: (name) => `Espacio de trabajo: ${name}. Cambiar de espacio de trabajo`,
    workspacesLabel: 'Tus espacios de trabajo',
    activeWorkspace: 'Activo',
    commandButton: 'Buscar o ir a…',
    commandButtonLabel: 'Abrir la barra de comandos',
    userMenu: (name) => `Menú de la cuenta de ${name}`,
    profile: 'Perfil',
    admin: 'Panel de administración',
  },
  shortcut: {
    mac: '⌘K',
    other: 'Ctrl K',
  },
  commandBar: {
    title: 'Barra de comandos',
    description:
      'Encuentra ajustes, acciones, espacios de trabajo y conjuntos de datos. Usa las flechas para moverte y Intro para abrir.',
    inputLabel: 'Buscar comandos',
    placeholder: 'Escribe un comando o busca…',
    empty: (query) => `Nada coincide con «${query}».`,
    close: 'Cerrar la barra de comandos',
    groups: {
      pages: 'Ir a',
      actions: 'Acciones',
      settings: 'Configuración',
      workspaces: 'Cambiar de espacio de trabajo',
      datasets: 'Conjuntos de datos',
    },
    pages: {
      home: 'Inicio',
      playground: 'Área de pruebas',
      marketplace: 'Marketplace',
    },
    actions: {
      invite: 'Invitar a compañeros',
      inviteKeywords: 'personas miembros añadir equipo compañeros correo people',
      connect: 'Conectar un flujo de datos',
      connectKeywords: 'integración flujos de datos slack notion github importar',
      toDark: 'Cambiar al tema oscuro',
      toLight: 'Cambiar al tema claro',
      themeKeywords: 'tema apariencia oscuro claro modo color',
      playgroundKeywords: 'subir csv json datos explorar gráfico',
      marketplaceKeywords: 'integraciones aplicaciones instalar descubrir',
      homeKeywords: 'asistente lista empezar bienvenida',
    },
    switchTo: (name) => `Cambiar a ${name}`,
    switched: (name) => `Has cambiado a ${name}`,
    switchFailed: 'No se pudo cambiar de espacio de trabajo. Inténtalo de nuevo.',
    datasetsLoading: 'Cargando conjuntos de datos…',
    datasetsFailed: 'No se pudieron cargar los conjuntos de datos',
    datasetRows: (rows) => `${rows} filas`,
  },
  home: {
    assistantLabel: 'Asistente de Tessera',
    workspaceLine: (name) => `Estamos trabajando en ${name}.`,
    prompt:
      '¿Por dónde empezamos? Tráeme un archivo, un compañero o un flujo de datos y veamos qué nos cuenta.',
    followUpLabel: 'Haz una pregunta o ve a cualquier sitio',
    followUpPlaceholder: 'Prueba «personas», «conectar» o el nombre de un conjunto de datos…',
    followUpHint:
      'Abre la barra de comandos. Pulsa Ctrl K (⌘K en un Mac) desde cualquier lugar de la aplicación.',
  },
  checklist: {
    title: 'Primeros pasos',
    description: 'Unos pocos pasos para hacer tuyo este espacio de trabajo.',
    progress: (done, total) => `${done} de ${total} completados`,
    progressLabel: 'Progreso de los primeros pasos',
    allDone: '¡Todo listo! Tu espacio de trabajo está preparado.',
    done: 'Hecho',
    todo: 'Pendiente',
    loadFailed: 'No se pudo cargar tu lista de pasos',
    missing: (fields) => `Falta: ${fields}.`,
    profileFields: { fullName: 'nombre completo', professionalRole: 'rol', profileName: 'nombre de perfil' },
    items: {
      profile: {
        title: 'Completa tu perfil',
        description:
          'Añade tu nombre completo, tu rol y un nombre de perfil para que tus compañeros sepan quién eres.',
      },
      teammate: {
        title: 'Invita a un compañero',
        description: 'Tessera es mejor en equipo: invita a alguien a este espacio de trabajo.',
      },
      'data-stream': {
        title: 'Conecta un flujo de datos',
        description: 'Trae datos de las herramientas que tu equipo ya usa.',
      },
      avatar: {
        title: 'Elige un avatar para el espacio de trabajo',
        description: 'Dale al espacio de trabajo una imagen que tu equipo reconozca.',
      },
      dataset: {
        title: 'Explora tu primer conjunto de datos',
        description: 'Sube un archivo CSV o JSON en el área de pruebas y mira lo que contiene.',
      },
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Descubre e instala nuevas funciones para tu espacio de trabajo',
    summary: (connected, total) => `${connected} de ${total} conectados en este espacio de trabajo`,
    connected: 'Conectado',
    notConnected: 'No conectado',
    comingSoon: 'Próximamente',
    connect: 'Conectar',
    manage: 'Gestionar',
    connectName: (name) => `Conectar ${name}`,
    manageName: (name) => `Gestionar ${name}`,
    loadFailed: 'No se pudo cargar qué integraciones están conectadas',
  },
};
