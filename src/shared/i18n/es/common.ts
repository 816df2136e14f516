import type { commonMessages as en } from '../en/common';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const commonMessages: Translation<typeof en> = {
  appName: 'Tessera',
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando…',
  nav: {
    label: 'Principal',
    home: 'Inicio de Tessera',
    manifesto: 'Manifiesto',
    ourTeam: 'Nuestro equipo',
    signup: 'Registrarse',
    login: 'Iniciar sesión',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
  },
  footer: {
    label: 'Pie de página',
    privacy: 'Política de privacidad',
    terms: 'Condiciones del servicio',
    cookies: 'Cookies',
    feedback: 'Comentarios',
    designSystem: 'Sistema de diseño',
    early: 'Acceso anticipado',
    demo: 'Demostración',
    marketplace: 'Marketplace',
    copyright: (year) => `© ${year} Tessera. Todos los derechos reservados.`,
  },
  theme: {
    toggle: 'Cambiar el tema',
    light: 'Claro',
    dark: 'Oscuro',
    switchToDark: 'Cambiar al tema oscuro',
    switchToLight: 'Cambiar al tema claro',
  },
  errors: {
    pageError: 'Error de la página',
    somethingWentWrong: 'Algo ha salido mal',
    tryAgain: 'Reintentar',
    goHome: 'Ir al inicio',
    unexpected: 'Se ha producido un error inesperado',
    tooManyAttempts: (seconds) =>
      `Demasiados intentos. Espera ${seconds} ${plural('es', seconds, { one: 'segundo', other: 'segundos' })} e inténtalo de nuevo.`,
    tooManyAttemptsLater: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'La página que buscas no existe o se ha movido.',
  },
  confirm: {
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
  search: {
    clear: 'Borrar la búsqueda',
    noResults: (query) => `Nada coincide con «${query}».`,
  },
  pager: {
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    previous: 'Página anterior',
    next: 'Página siguiente',
  },
  cookieBanner: {
    label: 'Consentimiento de cookies',
    text: 'Tessera solo usa las cookies que necesita para mantener tu sesión iniciada y recordar esta elección.',
    learnMore: 'Más información sobre las cookies',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
};
