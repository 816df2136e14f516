import type { ManifestoSection } from '@/client/features/marketing/manifesto-content';

export const manifestoSections: readonly ManifestoSection[] = [
  {
    id: 'scattered-is-normal',
    heading: 'Lo disperso es normal. Seguir disperso es una elección.',
    paragraphs: [
      'Los números que explican tu producto viven en una herramienta de analítica. Los motivos que hay detrás están repartidos entre tickets de soporte, notas de investigación, comentarios de diseño y un hilo que nadie encuentra. Todos los equipos trabajan así, y todos pierden horas volviendo a unir las piezas a mano.',
      'No creemos que la solución sea un sitio más al que copiar datos. Tessera se conecta a las herramientas que ya usas y deja los datos donde deben estar, actualizados y en contexto, para que el trabajo parta de la imagen completa y no de una exportación obsoleta.',
    ],
  },
  {
    id: 'insight-is-a-team-sport',
    heading: 'El conocimiento es un deporte de equipo.',
    paragraphs: [
      'Los diseñadores ven con qué tiene dificultades la gente. Los desarrolladores saben lo que de verdad está haciendo el sistema. Los responsables ven hacia dónde va el negocio. Una conclusión que solo uno de ellos puede leer es media conclusión.',
      'Por eso Tessera está hecho para los tres a la vez: un espacio de trabajo, un conjunto de fuentes y la misma respuesta para todos los que hacen la misma pregunta. Nadie tiene que traducir un gráfico para el resto de la sala.',
    ],
  },
  {
    id: 'a-co-creator-not-an-oracle',
    heading: 'El asistente es un cocreador, no un oráculo.',
    paragraphs: [
      'Creamos un asistente porque ordenar datos en bruto es un trabajo lento y repetitivo, y a las máquinas se les da bien. No lo creamos para que tome decisiones por ti.',
      'Muestra su razonamiento: qué fuentes usó, qué dejó fuera y qué grado de seguridad tiene. Convierte tus preguntas en conclusiones y modelos que puedes examinar, cambiar y descartar. El criterio sigue en manos de las personas que vivirán con el resultado.',
    ],
  },
  {
    id: 'your-data-stays-yours',
    heading: 'Tus datos siguen siendo tuyos.',
    paragraphs: [
      'Los datos que traes a Tessera pertenecen a tu equipo. Los usamos para hacer el trabajo que nos pides y para nada más. No los vendemos, no te mostramos publicidad y no los usamos para entrenar modelos para otros clientes.',
      'Los roles deciden quién puede ver y cambiar qué, y se aplican en nuestros servidores, no solo ocultando cosas en la interfaz. Cuando te vas, tus datos se van contigo.',
    ],
  },
  {
    id: 'calm-software',
    heading: 'El buen software es tranquilo.',
    paragraphs: [
      'Las herramientas de trabajo se han vuelto ruidosas: insignias, rachas, recordatorios y notificaciones que compiten por una atención que debería ir al trabajo en sí. Preferimos que cierres Tessera porque has encontrado lo que necesitabas a que lo mantengas abierto porque no paraba de pedirte algo.',
      'Eso significa páginas rápidas, palabras sencillas, estados vacíos honestos, nada de patrones oscuros y ningún seguimiento más allá de lo necesario para mantener tu sesión iniciada.',
    ],
  },
  {
    id: 'built-for-everyone',
    heading: 'Hecho para todo el equipo.',
    paragraphs: [
      'Una herramienta para equipos tiene que funcionar para todo el equipo: en un móvil pequeño y en un monitor grande, en modo claro y oscuro, con teclado, lector de pantalla o ratón. Consideramos la accesibilidad parte de lo que significa dar algo por terminado, no una tarea para más adelante.',
    ],
  },
  {
    id: 'small-steps-in-the-open',
    heading: 'Pasos pequeños, a la vista de todos.',
    paragraphs: [
      'Publicamos en piezas pequeñas, te contamos qué ha cambiado y escuchamos lo que opinas. Los primeros miembros ven antes que nadie las nuevas funciones y ayudan a decidir qué viene después, y cada mensaje enviado a través del formulario de comentarios lo leen las personas que construyen el producto.',
      'Tessera es un mosaico, hecho de muchas piezas pequeñas unidas con cuidado. Y también lo es toda buena conclusión. Nos gustaría construir ambas cosas contigo.',
    ],
  },
];
