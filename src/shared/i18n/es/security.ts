import type { Translation } from '../catalogue-types';
import type { securityMessages as en } from '../en/security';
import { plural } from '../plural';

export const securityMessages: Translation<typeof en> = {
  confirm: {
    password: 'Contraseña',
    code: 'Código del autenticador o de respaldo',
    passwordRequired: 'Introduce tu contraseña para confirmar.',
    codeRequired: 'Introduce un código de tu app de autenticación o un código de respaldo.',
  },
  twoFactor: {
    title: 'Autenticación en dos pasos',
    description:
      'Pide un código de una app de autenticación, además de tu contraseña o Google, cada vez que inicies sesión.',
    on: 'Activada',
    off: 'Desactivada',
    loadFailed: 'No se pudo cargar tu configuración de autenticación en dos pasos.',
    backupCodesLeft: (count) =>
      plural('es', count, {
        one: `Queda ${count} código de respaldo.`,
        other: `Quedan ${count} códigos de respaldo.`,
      }),
    turnOn: 'Activar la autenticación en dos pasos',
    turnOff: 'Desactivar la autenticación en dos pasos',
    regenerate: 'Nuevos códigos de respaldo',
    forgetDevices: 'Olvidar todos los dispositivos de confianza',
    forgetDevicesHelp: (count) =>
      count === 0
        ? 'Ahora mismo ningún dispositivo se salta el código.'
        : `${count} ${plural('es', count, { one: 'dispositivo se salta', other: 'dispositivos se saltan' })} el código durante 30 días tras elegir "Confiar en este dispositivo".`,
    devicesForgotten: 'Se pedirá un código a cada dispositivo de confianza en su próximo inicio de sesión.',
    enrol: {
      title: 'Activar la autenticación en dos pasos',
      passwordIntro: 'Introduce tu contraseña para empezar.',
      emailIntro:
        'Tu cuenta inicia sesión con Google y no tiene contraseña, así que confirmamos que eres tú con un código enviado a tu correo electrónico.',
      sendEmailCode: 'Envíame un código',
      emailCodeSent: (email) =>
        `Hemos enviado un código de 6 dígitos a ${email}. Es válido durante 15 minutos.`,
      emailCode: 'Código del correo',
      start: 'Continuar',
      scan: 'Escanea este código QR con una app de autenticación (como 1Password, Google Authenticator o Authy).',
      qrAlt: 'Código QR para añadir Tessera a una app de autenticación',
      manual: 'O introduce esta clave a mano:',
      code: 'Código de la app',
      confirm: 'Activar',
      cancel: 'Cancelar',
      enabled: 'La autenticación en dos pasos está activada.',
    },
    codes: {
      title: 'Tus códigos de respaldo',
      intro:
        'Cada código te permite iniciar sesión una vez si pierdes tu autenticador. Guárdalos en un lugar seguro: no se volverán a mostrar.',
      download: 'Descargar',
      copy: 'Copiar',
      copied: 'Códigos de respaldo copiados.',
      done: 'Ya los he guardado',
      fileName: 'tessera-codigos-de-respaldo.txt',
      fileHeading: 'Códigos de respaldo de Tessera. Cada código funciona una vez.',
      regenerateTitle: 'Nuevos códigos de respaldo',
      regenerateIntro: 'Tus códigos de respaldo anteriores dejan de funcionar en cuanto se crean los nuevos.',
      regenerateAction: 'Crear nuevos códigos',
    },
    disable: {
      title: 'Desactivar la autenticación en dos pasos',
      intro:
        'Para iniciar sesión solo necesitarás tu contraseña o Google. Se olvidarán los dispositivos de confianza.',
      action: 'Desactivar',
      disabled: 'La autenticación en dos pasos está desactivada.',
    },
    errors: {
      alreadyOn: 'La autenticación en dos pasos ya está activada en tu cuenta.',
      notOn: 'La autenticación en dos pasos no está activada en tu cuenta.',
      notStarted:
        'Vuelve a empezar la activación de la autenticación en dos pasos: no se encontró la configuración o ha caducado.',
      confirmEmailFirst: 'Confirma tu dirección de correo antes de activar la autenticación en dos pasos.',
      hasPassword: 'Tu cuenta tiene contraseña: introdúcela para activar la autenticación en dos pasos.',
      emailCodeRequired: 'Introduce el código que te hemos enviado por correo.',
      wrongEmailCode: 'Ese código no es correcto o ha caducado. Pide uno nuevo.',
      wrongCode: 'Ese código no es correcto. Introduce el código actual de tu app de autenticación.',
      codeFormat: 'Introduce el código de 6 dígitos de tu app de autenticación.',
      qrFailed: 'No se pudo dibujar el código QR. Introduce la clave a mano.',
      copyFailed: 'No se pudo copiar. Selecciona los códigos y cópialos tú.',
    },
  },
  deletion: {
    title: 'Eliminar cuenta',
    description:
      'Elimina tu cuenta, tu perfil y tu configuración, y cada espacio de trabajo en el que eres el único miembro. No se puede deshacer.',
    action: 'Eliminar mi cuenta',
    loadFailed: 'No pudimos comprobar si tu cuenta se puede eliminar.',
    dialogTitle: '¿Eliminar tu cuenta?',
    soleWorkspaces: (names) => `Estos espacios de trabajo se eliminarán con ella: ${names}.`,
    confirmLabel: (email) => `Escribe tu dirección de correo (${email}) para confirmar`,
    confirmMismatch: 'Escribe tu dirección de correo exactamente como se muestra para confirmar.',
    submit: 'Eliminar mi cuenta para siempre',
    blocked: (names) =>
      `Eres el único Propietario de ${names}, donde hay otras personas. Haz Propietario a otra persona en la página Personas (cambia antes a ese espacio de trabajo) o elimina a los demás miembros, y después elimina tu cuenta.`,
    openPeople: 'Abrir la página Personas',
    deleted: 'Tu cuenta se ha eliminado.',
  },
  exportData: {
    title: 'Descargar mis datos',
    description:
      'Un archivo JSON con todo lo que Tessera guarda sobre ti: perfil, configuración, espacios de trabajo y roles, sesiones, dispositivos, comentarios y los conjuntos de datos que subiste (sus detalles, no su contenido).',
    action: 'Descargar mis datos',
    preparing: 'Preparando tu archivo...',
    failed: 'No se pudieron descargar tus datos. Inténtalo de nuevo en un momento.',
  },
  mail: {
    resetPassword: 'Restablecer tu contraseña',
    twoFactorEnabled: {
      subject: 'La autenticación en dos pasos está activada en tu cuenta de Tessera',
      intro: (when) =>
        `La autenticación en dos pasos se activó en tu cuenta de Tessera el ${when}. A partir de ahora, al iniciar sesión se pedirá un código de tu app de autenticación.`,
      notYou: 'Si no fuiste tú, restablece tu contraseña y revisa tu cuenta ahora:',
      action: 'Revisar tu cuenta',
      reason: 'Recibes este correo porque cambió la configuración de seguridad de tu cuenta de Tessera.',
    },
    twoFactorDisabled: {
      subject: 'La autenticación en dos pasos está desactivada en tu cuenta de Tessera',
      intro: (when) =>
        `La autenticación en dos pasos se desactivó en tu cuenta de Tessera el ${when}. Al iniciar sesión ya no se pide un código.`,
      notYou: 'Si no fuiste tú, restablece tu contraseña y vuelve a activar la autenticación en dos pasos:',
      action: 'Revisar tu cuenta',
      reason: 'Recibes este correo porque cambió la configuración de seguridad de tu cuenta de Tessera.',
    },
    emailCode: {
      subject: 'Tu código de confirmación de Tessera',
      purpose: {
        'two-factor': 'Pediste activar la autenticación en dos pasos en tu cuenta de Tessera.',
        deletion: 'Pediste eliminar tu cuenta de Tessera.',
        'sign-in-method': 'Pediste añadir una contraseña a tu cuenta de Tessera.',
      },
      intro: (code) => `Tu código de confirmación es ${code}. Funciona una vez, durante 15 minutos.`,
      notYou:
        'Si no lo pediste, puede que alguien haya iniciado sesión en tu cuenta: cierra tus otras sesiones en la página Cuentas.',
      action: 'Abrir la configuración de tu cuenta',
      reason: 'Recibes este correo porque un cambio en tu cuenta de Tessera necesitaba confirmación.',
    },
    accountDeleted: {
      subject: 'Tu cuenta de Tessera se ha eliminado',
      intro: (when) =>
        `Tu cuenta de Tessera y los espacios de trabajo en los que eras el único miembro se eliminaron el ${when}. Se cerraron todas las sesiones.`,
      outro: 'Sentimos que te vayas. Puedes volver cuando quieras.',
      action: 'Visitar Tessera',
      reason: 'Recibes este correo porque se eliminó la cuenta de Tessera de esta dirección.',
    },
  },
};
