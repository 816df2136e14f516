import type { mailMessages as en } from '../en/mail';
import type { Translation } from '../catalogue-types';

export const mailMessages: Translation<typeof en> = {
  layout: {
    brand: 'Tessera',
    greeting: (name) => `Hola, ${name}:`,
    greetingWithoutName: 'Hola:',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signature: 'El equipo de Tessera',
  },
  emailConfirmation: {
    subject: 'Confirma tu dirección de correo para Tessera',
    intro:
      'Gracias por registrarte. Confirma tu dirección de correo para terminar de configurar tu cuenta de Tessera.',
    action: 'Confirmar la dirección de correo',
    outro: 'Si no has creado una cuenta de Tessera, puedes ignorar este correo.',
    reason: 'Has recibido este correo porque esta dirección se usó para registrarse en Tessera.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Tessera',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Tessera.',
    action: 'Restablecer la contraseña',
    expiry: 'Este enlace funciona una sola vez y caduca en 1 hora.',
    outro:
      'Si no has pedido una contraseña nueva, puedes ignorar este correo: tu contraseña sigue siendo la misma.',
    reason: 'Has recibido este correo porque se solicitó restablecer la contraseña de esta dirección.',
  },
  googleAccountNotice: {
    subject: 'Cómo iniciar sesión en Tessera',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Tessera.',
    notice: 'Esta cuenta usa el inicio de sesión con Google. Inicia sesión con Google.',
    action: 'Iniciar sesión en Tessera',
    outro: 'Si no has pedido una contraseña nueva, puedes ignorar este correo.',
    reason: 'Has recibido este correo porque se solicitó restablecer la contraseña de esta dirección.',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de Tessera',
    intro: (when) =>
      `La contraseña de tu cuenta de Tessera se cambió el ${when} y se cerraron todas las sesiones.`,
    outro: 'Si fuiste tú, no tienes que hacer nada más.',
    notYou: 'Si no fuiste tú, restablece tu contraseña ahora:',
    action: 'Restablecer la contraseña',
    reason: 'Has recibido este correo porque ha cambiado la contraseña de tu cuenta de Tessera.',
  },
  signUpAttempt: {
    subject: 'Alguien ha intentado registrarse con tu dirección de correo',
    intro:
      'Alguien acaba de intentar crear una cuenta de Tessera con esta dirección de correo. Ya tienes una cuenta, así que no se ha cambiado nada ni se ha creado ninguna cuenta nueva.',
    action: 'Iniciar sesión en Tessera',
    reset: '¿Has olvidado tu contraseña? Restablécela aquí',
    outro: 'Si no fuiste tú, puedes ignorar este correo: solo quien pueda leerlo puede iniciar sesión.',
    reason: 'Has recibido este correo porque alguien intentó registrarse en Tessera con esta dirección.',
  },
  workspaceInvitation: {
    someone: 'Un miembro de Tessera',
    aWorkspace: 'un espacio de trabajo',
    subject: (inviterName, workspaceName) => `${inviterName} te ha invitado a ${workspaceName} en Tessera`,
    greeting: 'Hola:',
    intro: (inviterName, workspaceName) =>
      `${inviterName} te ha invitado a unirte a ${workspaceName} en Tessera.`,
    action: 'Aceptar la invitación',
    outro: 'Si no esperabas esta invitación, puedes ignorar este correo.',
    reason:
      'Has recibido este correo porque un miembro de Tessera invitó a esta dirección a su espacio de trabajo.',
  },
};
