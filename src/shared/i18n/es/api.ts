import type { apiMessages as en } from '../en/api';
import type { Translation } from '../catalogue-types';

export const apiMessages: Translation<typeof en> = {
  notFound: 'Este punto de acceso de la API no existe.',
  aborted: 'La solicitud se canceló.',
  unstorableText: 'La solicitud contiene texto que no se puede guardar.',
  unavailable: 'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
  tooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  nulInAddress: 'La dirección no puede contener caracteres NUL.',
  crossSite: 'No se permiten solicitudes desde otros sitios.',
  jsonOnly: 'Envía el cuerpo de la solicitud como application/json.',
  signIn: 'Inicia sesión para continuar.',
  tooDeep: (levels) => `El cuerpo de la solicitud puede anidar como máximo ${levels} niveles.`,
  invalidJson: 'El cuerpo de la solicitud debe ser JSON válido.',
  jsonObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  nulInText: 'El texto no puede contener caracteres NUL.',
  loneSurrogate: 'El texto no puede contener medio par sustituto (Unicode no válido).',
};
