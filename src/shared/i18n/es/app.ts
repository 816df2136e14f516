import type { appMessages as en } from '../en/app';
import type { Translation } from '../catalogue-types';

export const appMessages: Translation<typeof en> = {
  header: {
    label: 'Aplicación',
    home: 'Inicio de la aplicación Tessera',
    settings: 'Configuración',
    workspace: 'Configuración del espacio de trabajo',
    logout: 'Cerrar sesión',
    signedInAs: (name) => `Sesión iniciada como ${name}`,
  },
  home: {
    title: 'Inicio',
    greeting: (name) => `Te damos la bienvenida, ${name}`,
    intro: 'Tu cocreador lúdico para convertir datos en bruto o dispersos en conocimiento y modelos de IA.',
    workspaceHeading: 'Tu espacio de trabajo',
    workspaceLabel: 'Espacio de trabajo',
  },
  profile: {
    title: 'Perfil',
    description: 'Cómo te ven tus compañeros de equipo.',
    nameHeading: 'Nombre de perfil',
    nameLabel: 'Nombre de perfil',
    nameHint: 'De 3 a 50 caracteres: letras, números, espacios, guiones y puntos.',
    save: 'Guardar',
    saving: 'Guardando...',
    updated: 'Nombre de perfil actualizado',
    accountHeading: 'Cuenta',
    email: 'Correo electrónico',
    role: 'Rol',
    noRole: 'Sin definir',
  },
};
