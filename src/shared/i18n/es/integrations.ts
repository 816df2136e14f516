import type { integrationMessages as en } from '../en/integrations';
import type { Translation } from '../catalogue-types';

export const integrationMessages: Translation<typeof en> = {
  categories: {
    productivity: 'Productividad y colaboración',
    design: 'Herramientas de diseño',
    development: 'Desarrollo',
    analytics: 'Analítica y monitorización',
  },
  descriptions: {
    slack:
      'Trae las conversaciones de los canales a tu espacio de trabajo y comparte conclusiones donde habla tu equipo.',
    notion:
      'Sincroniza páginas y bases de datos para tener notas de investigación y especificaciones junto a tus datos.',
    zoom: 'Convierte las transcripciones de reuniones en notas, decisiones y tareas que se pueden buscar.',
    'google-drive': 'Trae Docs, Sheets y archivos de unidades compartidas y mantenlos al día.',
    figma:
      'Vincula archivos de diseño y comentarios para que los comentarios y las decisiones sean rastreables.',
    miro: 'Importa tableros y notas adhesivas de talleres y agrúpalos por temas.',
    sketch: 'Sigue documentos y símbolos de tu espacio de Sketch a medida que evolucionan los diseños.',
    framer: 'Conecta sitios publicados para ver cómo reciben los cambios de diseño los visitantes reales.',
    github: 'Sigue repositorios, pull requests e issues desde la primera idea hasta el lanzamiento.',
    gitlab: 'Recibe merge requests, pipelines e issues de tus proyectos de GitLab.',
    linear: 'Sincroniza issues, ciclos y proyectos para unir los planes de producto con lo que se publica.',
    jira: 'Trae issues y sprints de proyectos de Jira e informa sobre ellos entre equipos.',
    amplitude: 'Recibe eventos de producto y cohortes para saber cómo se usa de verdad lo que construyes.',
    mixpanel: 'Importa eventos y embudos para comparar el comportamiento antes y después de una versión.',
    sentry:
      'Trae errores y problemas de rendimiento para detectar las versiones que perjudican a los usuarios.',
    datadog: 'Reúne métricas, monitores e incidentes con el resto de los datos de tu equipo.',
  },
};
