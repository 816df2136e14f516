import type { onboardingMessages as en } from '../en/onboarding';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const onboardingMessages: Translation<typeof en> = {
  title: 'Te damos la bienvenida a Tessera',
  description: 'Unos pasos rápidos para configurar tu espacio de trabajo.',
  progressLabel: 'Progreso de la configuración',
  progress: (step, total) => `Paso ${step} de ${total}`,
  continue: 'Continuar',
  saving: 'Guardando…',
  skip: 'Omitir',
  finish: 'Terminar',
  profile: {
    title: 'Háblanos de ti',
    description: 'Tu nombre y tu rol ayudan a tus compañeros a saber con quién trabajan.',
  },
  workspace: {
    title: 'Ponle nombre a tu espacio de trabajo',
    description: 'Aquí viven los flujos de datos, el conocimiento y los modelos de tu equipo.',
    label: 'Nombre del espacio de trabajo',
  },
  invite: {
    title: 'Invita a tus compañeros',
    description:
      'Tessera funciona mejor en equipo. Las invitaciones se envían por correo con un enlace para unirse.',
    label: 'Direcciones de correo',
    placeholder: 'ada@example.com, grace@example.com',
    hint: 'Separa varias direcciones con comas.',
    invalid: (emails) => `Dirección de correo no válida: ${emails}`,
    submit: 'Enviar invitaciones',
    sending: 'Enviando...',
  },
  dataStreams: {
    title: 'Elige tus flujos de datos',
    description:
      'Elige las herramientas que tu equipo ya usa. Puedes cambiarlas más tarde en la configuración.',
    loading: 'Cargando tus flujos de datos…',
    selected: (count) => `${count} ${plural('es', count, { one: 'seleccionado', other: 'seleccionados' })}`,
  },
};
