import type { marketingMessages as en } from '../en/marketing';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const marketingMessages: Translation<typeof en> = {
  home: {
    description:
      'Tessera es el espacio de trabajo donde diseñadores, desarrolladores y responsables convierten datos en bruto y dispersos en conocimiento y modelos de IA, juntos.',
    eyebrow: 'El espacio de trabajo para quienes crean cosas',
    title: 'Convierte datos dispersos en conocimiento, juntos.',
    pitch:
      'Tessera reúne a tu equipo, tus herramientas y tus flujos de datos en un espacio de trabajo tranquilo, con un asistente que convierte las piezas en bruto en conocimiento y modelos de IA en los que puedes confiar.',
    primaryCta: 'Empieza gratis',
    secondaryCta: 'Lee nuestro manifiesto',
    pillarsTitle: 'Todo en un solo lugar, nada en tu camino',
    pillars: [
      {
        title: 'Conecta todos los flujos',
        body: 'Trae datos de las herramientas que ya usas y mantenlos al día sin ir copiando archivos de un lado a otro.',
      },
      {
        title: 'Trabajad como un solo equipo',
        body: 'Invita a personas con el rol adecuado, compartid un espacio de trabajo y mira quién cambió qué, y cuándo.',
      },
      {
        title: 'Deja que el asistente ordene',
        body: 'Pregunta con palabras sencillas y obtén resúmenes, patrones y modelos creados a partir de tus propios datos.',
      },
    ],
  },
  ourTeam: {
    title: 'Nuestro equipo',
  },
  manifesto: {
    title: 'Manifiesto',
    description:
      'Lo que creemos sobre los datos, los equipos y el software, y por qué construimos Tessera como lo hacemos.',
    lead: 'Todos los equipos tienen más datos de los que pueden aprovechar. Estas son las convicciones detrás del espacio de trabajo que estamos construyendo para cambiarlo.',
    cta: {
      title: 'Constrúyelo con nosotros',
      body: 'Si esta es la forma en que tu equipo quiere trabajar, ven a probarlo. Empezar lleva un minuto.',
      action: 'Crea tu espacio de trabajo',
    },
  },
  early: {
    title: 'Acceso anticipado',
    description:
      'Únete al programa de acceso anticipado de Tessera: prueba las novedades antes que nadie, da forma a la hoja de ruta y habla directamente con el equipo que lo construye.',
    lead: 'Tessera es joven y la estamos construyendo junto con los equipos que la usan. Los primeros miembros prueban las novedades antes y ayudan a decidir qué viene después.',
    benefitsTitle: 'Qué obtienen los primeros miembros',
    benefits: [
      {
        title: 'Las novedades, primero',
        body: 'Activa funciones que aún están en vista previa, semanas antes que los demás, y desactívalas cuando quieras.',
      },
      {
        title: 'Voz en la hoja de ruta',
        body: 'Vota qué construimos a continuación y participa en breves sesiones de investigación en las que probamos ideas antes de escribir el código.',
      },
      {
        title: 'Línea directa con el equipo',
        body: 'Tus comentarios llegan directamente a los diseñadores e ingenieros que trabajan en la función, y ellos te responden.',
      },
      {
        title: 'Ayuda para empezar',
        body: 'Te ayudamos a conectar tus primeros flujos de datos y a dar forma a un espacio de trabajo que encaje con la manera en que ya trabaja tu equipo.',
      },
    ],
    stepsTitle: 'Cómo funciona',
    steps: [
      {
        title: 'Crea una cuenta',
        body: 'Regístrate con tu correo o tu cuenta de Google. Cada cuenta nueva tiene su propio espacio de trabajo.',
      },
      {
        title: 'Únete al programa',
        body: 'Abre la Configuración y elige Acceso anticipado. Puedes unirte o salir en cualquier momento, y tu espacio de trabajo se queda exactamente como está.',
      },
      {
        title: 'Prueba lo nuevo',
        body: 'Las funciones en vista previa están claramente señaladas. Activa las que quieras, para ti o para todo tu espacio de trabajo.',
      },
      {
        title: 'Cuéntanos qué te parece',
        body: 'Envía comentarios desde la aplicación cuando algo te encante o te moleste. Leemos todos los mensajes.',
      },
    ],
    noteTitle: 'Conviene saber',
    note: 'Las funciones en vista previa aún se están construyendo: pueden cambiar y, a veces, fallar. Trabajan con los mismos datos del espacio de trabajo que el resto de Tessera, con los mismos roles y permisos, así que nadie ve nada que no pudiera ver antes.',
    cta: {
      title: 'Ayuda a dar forma a Tessera',
      body: 'Crea una cuenta gratuita y únete al programa desde la configuración de tu espacio de trabajo.',
      action: 'Apúntate al acceso anticipado',
    },
  },
  demo: {
    title: 'Demostración del producto',
    description:
      'Un recorrido paso a paso por un espacio de trabajo de Tessera: conecta un flujo de datos, pregunta al asistente y comparte lo que descubras con tu equipo.',
    lead: 'Acompaña a un pequeño equipo desde un montón de datos dispersos hasta un conocimiento sobre el que todos pueden actuar. Lleva unos cinco minutos.',
    stepsTitle: 'El recorrido',
    exampleLabel: 'Por ejemplo',
    steps: [
      {
        title: 'Empieza en un espacio de trabajo nuevo',
        body: 'Cada cuenta incluye su propio espacio de trabajo. Ponle el nombre de tu equipo e invita a las personas con las que trabajas: diseñadores, desarrolladores y responsables reciben cada uno el rol que le corresponde.',
        example:
          'Maya (Propietaria) invita a Sam como Editor y a Priya, la responsable de producto, como Colaboradora.',
      },
      {
        title: 'Conecta un flujo de datos',
        body: 'Abre Flujos de datos y conecta una herramienta que ya uses. Tessera mantiene los datos al día, así que nadie tiene que volver a exportar una hoja de cálculo.',
        example:
          'Conecta Amplitude para los eventos de producto y Linear para las incidencias detrás de los lanzamientos del mes pasado.',
      },
      {
        title: 'Pregunta al asistente',
        body: 'Haz una pregunta con palabras sencillas. El asistente busca en todos los flujos conectados, te muestra lo que encontró y cómo llegó a ello, y puede convertir la respuesta en un modelo reutilizable.',
        example:
          '¿Qué paso de la incorporación pierde más usuarios nuevos? ¿Cambió eso algo de lo que lanzamos el mes pasado?',
      },
      {
        title: 'Comparte con tu equipo',
        body: 'Comparte el conocimiento con tu espacio de trabajo. Todos ven las mismas cifras y las fuentes que las respaldan, y pueden retomar la conversación donde la dejaste.',
        example:
          'Sam abre el conocimiento compartido, ve la caída en el paso dos y la vincula a la incidencia que está corrigiendo.',
      },
    ],
    cta: {
      title: 'Pruébalo con tus propios datos',
      body: 'Crea un espacio de trabajo, conecta tu primer flujo de datos y haz tu primera pregunta en unos minutos.',
      action: 'Empieza gratis',
    },
  },
  marketplace: {
    title: 'Marketplace',
    description: 'Descubre e instala nuevas funciones para tu espacio de trabajo',
    connect: 'Regístrate para conectar',
    count: (count) => `${count} ${plural('es', count, { one: 'integración', other: 'integraciones' })}`,
    missing: {
      title: '¿Echas en falta una herramienta de la que depende tu equipo?',
      body: 'Dinos qué integración necesitas a continuación. Las peticiones de los equipos deciden lo que construimos.',
      action: 'Sugerir una integración',
    },
  },
};
