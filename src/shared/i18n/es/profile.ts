import type { profileMessages as en } from '../en/profile';
import type { Translation } from '../catalogue-types';

export const profileMessages: Translation<typeof en> = {
  description: 'Cómo te ven tus compañeros de equipo.',
  name: {
    title: 'Nombre de perfil',
    label: 'Nombre de perfil',
    hint: 'De 3 a 50 caracteres: letras, números, espacios, guiones y puntos.',
    updated: 'Nombre de perfil actualizado',
  },
  about: {
    title: 'Sobre ti',
    description: 'Tu nombre completo y a qué te dedicas, tal como los ven tus compañeros.',
    updated: 'Perfil actualizado',
  },
  avatar: {
    title: 'Tu avatar',
    description: 'Se muestra en la página Personas y en la cabecera de la aplicación.',
    alt: (name) => `Avatar de ${name}`,
    upload: 'Subir tu avatar',
    change: 'Cambiar tu avatar',
    remove: 'Quitar',
    removing: 'Quitando...',
    uploading: 'Subiendo...',
    updated: 'Avatar actualizado correctamente',
    removed: 'Avatar eliminado',
    failed: 'No se pudo subir el avatar',
    recommended: 'Tamaño recomendado: al menos 256×256 px. PNG, JPEG, WebP o GIF, hasta 5 MB.',
  },
  links: {
    title: 'Enlaces',
    description:
      'Se muestran junto a tu nombre en la página Personas. Para LinkedIn, GitHub y X basta con tu nombre de usuario.',
    labels: { website: 'Sitio web', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'Twitter / X' },
    placeholders: {
      website: 'https://ejemplo.com',
      linkedin: 'https://www.linkedin.com/in/tu-nombre',
      github: 'octocat',
      twitter: '@octocat',
    },
    sites: { website: 'Sitio web', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'X' },
    saved: 'Enlaces guardados',
    failed: 'No se pudieron guardar los enlaces',
    notUrl: 'Introduce una dirección web, como https://ejemplo.com',
    notHttps: 'Usa una dirección que empiece por https://',
    tooLong: (max) => `Un enlace puede tener como máximo ${max} caracteres.`,
    wrongHost: (site, hosts) => `Usa una dirección de ${site} (${hosts}) o solo tu nombre de usuario.`,
    badHandle: (site) => `Ese no es un nombre de usuario válido de ${site}.`,
    noPage: (site) => `Añade la ruta de tu página de ${site}, o solo tu nombre de usuario.`,
    memberLink: (name, site) => `${name} en ${site}`,
    memberWebsite: (name) => `Sitio web de ${name}`,
    memberLinks: (name) => `Enlaces de ${name}`,
  },
  emails: {
    title: 'Preferencias de correo',
    feedback: 'Recibir correos sobre comentarios',
    feedbackHint:
      'Un correo para confirmar que recibimos los comentarios que enviaste con la sesión iniciada.',
    on: 'Recibirás correos sobre comentarios',
    off: 'Ya no recibirás correos sobre comentarios',
    failed: 'No se pudo guardar tu preferencia de correo',
  },
  save: 'Guardar',
  saving: 'Guardando...',
  account: { title: 'Cuenta', email: 'Correo electrónico' },
  feedbackMail: {
    subject: 'Hemos recibido tus comentarios',
    intro: 'Gracias por tus comentarios. Han llegado al equipo de Tessera y leemos cada mensaje.',
    quoted: 'Escribiste:',
    action: 'Abrir Tessera',
    manage: 'Desactiva estos correos en la configuración de tu perfil',
    reason:
      'Recibiste este correo porque enviaste comentarios a Tessera con la sesión iniciada y los correos sobre comentarios están activados.',
  },
};
