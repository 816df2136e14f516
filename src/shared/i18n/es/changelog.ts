import type { changelogMessages as en } from '../en/changelog';
import type { Translation } from '../catalogue-types';

export const changelogMessages: Translation<typeof en> = {
  '0.5.0': {
    title: 'Tus ajustes, a tu manera',
    changes: [
      'Ajustes generales: tema oscuro o claro, seis idiomas y tu zona horaria, guardados en tu cuenta y aplicados al momento.',
      'Aplicaciones: conecta Linear, Notion, Figma, Zoom y Slack a tu propia cuenta; búscalas mientras escribes.',
      'Atajos muestra todos los atajos de teclado, empezando por Ctrl+K (⌘K) para la barra de comandos.',
      'Acceso anticipado e Invitar amigos: únete al programa o invita a alguien a registrarse por correo.',
    ],
  },
  '0.4.0': {
    title: 'Ajustes del espacio de trabajo',
    changes: [
      'Resumen: cambia el nombre de tu espacio de trabajo y sube su avatar.',
      'Personas: invita a tu equipo por correo, asigna roles y gestiona su acceso.',
      'Facturación, planes y flujos de datos, conectados para todo el espacio de trabajo.',
    ],
  },
  '0.3.0': {
    title: 'Cuentas más seguras',
    changes: [
      'Inicio de sesión en dos pasos con una aplicación de autenticación y códigos de respaldo.',
      'Al restablecer la contraseña se cierran todas las sesiones y recibes un aviso.',
      'Límites a los intentos repetidos de inicio de sesión que nunca te bloquean tu propia cuenta.',
    ],
  },
  '0.2.0': {
    title: 'Cuentas',
    changes: [
      'Regístrate con tu correo o con Google, y restablece por correo una contraseña olvidada.',
      'La bienvenida te pide tu nombre y tu rol, y luego te lleva a tu espacio de trabajo.',
    ],
  },
  '0.1.0': {
    title: 'Hola, Tessera',
    changes: [
      'El sitio público: inicio, manifiesto, equipo, privacidad, términos y cookies, en temas claro y oscuro.',
      'Envíanos comentarios desde cualquier página.',
    ],
  },
};
