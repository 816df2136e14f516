import { paths } from '@/shared/paths';
import { legalContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Aceptación de estas condiciones',
    blocks: [
      'Estas Condiciones del servicio («Condiciones») regulan tu acceso al sitio web, la aplicación web, el asistente y los servicios relacionados de Tessera (en conjunto, el «Servicio»), prestados por Tessera («Tessera», «nosotros»), y el uso que hagas de ellos. Al crear una cuenta o usar el Servicio, aceptas estas Condiciones. Si no las aceptas, no uses el Servicio.',
      'Si usas el Servicio en nombre de una empresa u otra organización, confirmas que tienes autoridad para aceptar estas Condiciones en su nombre, y «tú» incluye a esa organización.',
      [
        'Nuestra ',
        { text: 'Política de privacidad', to: paths.marketing.privacy },
        ' explica cómo recopilamos y usamos la información personal, y nuestra ',
        { text: 'Política de cookies', to: paths.marketing.cookies },
        ' explica las cookies que usamos. Ambas forman parte de estas Condiciones.',
      ],
    ],
  },
  {
    id: 'accounts',
    heading: 'Tu cuenta',
    blocks: [
      'Para usar la mayor parte del Servicio necesitas una cuenta. Puedes registrarte con una dirección de correo electrónico y una contraseña o iniciando sesión con Google. Debes tener al menos 16 años y facilitarnos información exacta, y mantenerla actualizada.',
      'Eres responsable de mantener segura tu contraseña y de todo lo que ocurra en tu cuenta. No compartas tu cuenta con nadie. Avísanos de inmediato en la dirección que figura más abajo si crees que otra persona ha accedido a ella.',
    ],
  },
  {
    id: 'workspaces',
    heading: 'Espacios de trabajo y roles',
    blocks: [
      'El trabajo en Tessera se hace en espacios de trabajo. Cuando te registras, creamos un espacio de trabajo para ti y puedes invitar a otras personas a unirse a él. Cada miembro tiene uno de estos roles:',
      {
        list: [
          [
            { strong: 'Propietario:' },
            ' control administrativo total, incluidos la facturación, añadir y eliminar miembros y asignar roles. Un espacio de trabajo siempre tiene al menos un Propietario.',
          ],
          [
            { strong: 'Administrador:' },
            ' gestiona la configuración del equipo, añade y elimina miembros y ajusta los permisos.',
          ],
          [{ strong: 'Editor:' }, ' crea y edita archivos y colabora en ellos.'],
          [{ strong: 'Colaborador:' }, ' consulta y comenta, con capacidad de edición limitada.'],
        ],
      },
      'Los Propietarios de un espacio de trabajo son responsables de a quién invitan, de los roles que asignan y del uso que hacen del espacio de trabajo sus miembros. Si un espacio de trabajo pertenece a una organización, esa organización controla el espacio de trabajo y su contenido, y puede cambiar tu acceso o eliminarte.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Uso aceptable',
    blocks: [
      'Te comprometes a no hacer lo siguiente, ni a permitir que otra persona lo haga:',
      {
        list: [
          'infringir cualquier ley o los derechos de cualquier persona, incluidos los derechos de privacidad y de propiedad intelectual;',
          'subir o conectar datos que no tengas derecho a usar, o información personal que no tengas base jurídica para tratar;',
          'subir malware o intentar obtener acceso no autorizado al Servicio, a otras cuentas o a los sistemas conectados a él;',
          'sondear, escanear o poner a prueba el Servicio en busca de vulnerabilidades sin nuestro permiso por escrito, o eludir los límites de frecuencia, los controles de acceso u otras medidas de seguridad;',
          'sobrecargar o interrumpir el Servicio, incluso mediante solicitudes automatizadas que excedan el uso normal;',
          'usar el Servicio o el asistente para crear contenido ilícito, acosador, de odio, engañoso o de explotación sexual, o para tomar decisiones con efectos jurídicos o igualmente significativos sobre las personas sin una revisión humana real;',
          'enviar spam, incluidas invitaciones masivas o no solicitadas; o',
          'revender, sublicenciar o copiar el Servicio, o usarlo para crear un producto de la competencia.',
        ],
      },
      'Si encuentras un problema de seguridad, comunícanoslo de forma privada para que podamos solucionarlo.',
    ],
  },
  {
    id: 'customer-content',
    heading: 'Tu contenido',
    blocks: [
      'Conservas todos los derechos sobre los datos, los archivos y demás contenido que tú o tu espacio de trabajo incorporáis al Servicio, así como sobre las conclusiones, los resúmenes y los modelos que el Servicio genera para ti a partir de ellos (en conjunto, el «Contenido del Cliente»).',
      'Nos concedes una licencia mundial, no exclusiva y gratuita para alojar, copiar, tratar, transmitir y mostrar el Contenido del Cliente solo en la medida necesaria para prestarte el Servicio, protegerlo y darte soporte. No usamos el Contenido del Cliente para entrenar modelos que se pongan a disposición de otros clientes.',
      'Eres responsable del Contenido del Cliente y confirmas que tienes todos los derechos y permisos necesarios para incorporarlo al Servicio y permitirnos tratarlo tal como describen estas Condiciones. Podemos retirar el contenido que creamos razonablemente que infringe estas Condiciones o la ley.',
    ],
  },
  {
    id: 'assistant',
    heading: 'El asistente y sus resultados',
    blocks: [
      'El asistente de Tessera usa aprendizaje automático para responder preguntas y generar conclusiones y modelos a partir de tus datos. Sus resultados se generan automáticamente y pueden ser incompletos, estar desactualizados o ser erróneos. Comprueba los resultados antes de confiar en ellos, sobre todo para decisiones importantes, y no los consideres asesoramiento profesional.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Integraciones y servicios de terceros',
    blocks: [
      'El Servicio te permite conectar flujos de datos y aplicaciones de terceros, como gestores de proyectos, herramientas de diseño y servicios de analítica. Cuando conectas uno, nos autorizas a intercambiar datos con ese proveedor en tu nombre. El uso que hagas de cada servicio de terceros se rige por sus propias condiciones y su política de privacidad, y no somos responsables de él. Una integración puede cambiar o dejar de funcionar si su proveedor la modifica o la retira.',
    ],
  },
  {
    id: 'billing',
    heading: 'Suscripciones y facturación',
    blocks: [
      'Algunas funciones requieren una suscripción de pago para el espacio de trabajo. Los planes, los precios y sus límites se muestran en la aplicación antes de la compra.',
      {
        list: [
          'Las suscripciones se facturan por adelantado, mensual o anualmente, y se renuevan automáticamente por el mismo periodo hasta que se cancelan.',
          'Los pagos los procesa nuestro proveedor de pagos con tarjeta. Los Propietarios del espacio de trabajo pueden actualizar los datos de pago, descargar facturas y cancelar en cualquier momento a través del portal de clientes del proveedor, enlazado desde la página de Facturación de la configuración.',
          'Cuando cancelas, la suscripción sigue activa hasta el final del periodo ya pagado y después no se renueva. Los importes ya pagados no son reembolsables, salvo que la ley disponga otra cosa.',
          'Los precios no incluyen los impuestos, que añadimos cuando corresponde.',
          'Podemos cambiar los precios. Te avisaremos con al menos 30 días de antelación antes de que un cambio se aplique a tu próxima renovación, y podrás cancelar antes de esa fecha.',
          'Si un pago falla, podemos limitar el espacio de trabajo a las funciones del plan gratuito hasta que se resuelva.',
        ],
      },
    ],
  },
  {
    id: 'feedback',
    heading: 'Comentarios',
    blocks: [
      'Las ideas y sugerencias son bienvenidas. Si nos envías comentarios, podemos usarlos para mejorar el Servicio sin contraer ninguna obligación contigo.',
    ],
  },
  {
    id: 'our-rights',
    heading: 'Nuestra propiedad intelectual',
    blocks: [
      'El Servicio, incluidos su software, su diseño, sus textos y sus marcas, pertenece a Tessera y a sus licenciantes y está protegido por la ley. Estas Condiciones te conceden un derecho limitado, no exclusivo e intransferible a usar el Servicio en la forma en que ellas lo permiten; no te conceden ningún otro derecho sobre él.',
    ],
  },
  {
    id: 'termination',
    heading: 'Suspensión y resolución',
    blocks: [
      'Puedes dejar de usar el Servicio en cualquier momento y cerrar tu cuenta o, si eres Propietario, eliminar tu espacio de trabajo.',
      'Podemos suspender o poner fin a tu acceso al Servicio si infringes estas Condiciones de forma grave o reiterada, si tu uso crea un riesgo de seguridad o jurídico para nosotros o para otras personas, o si la ley lo exige. Cuando sea razonable, te avisaremos primero y te daremos la oportunidad de solucionar el problema.',
      'Cuando se cierra un espacio de trabajo, sus Propietarios disponen de 30 días para exportar el Contenido del Cliente; pasado ese plazo, lo eliminamos como se describe en nuestra Política de privacidad. Las cláusulas de estas Condiciones que, por su naturaleza, deban seguir vigentes tras la resolución, como las relativas al contenido, las exenciones de responsabilidad, la responsabilidad y la ley aplicable, seguirán aplicándose.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Exenciones de responsabilidad',
    blocks: [
      'Nos esforzamos por mantener Tessera disponible, seguro y preciso, pero el Servicio se ofrece «tal cual» y «según disponibilidad». En la máxima medida permitida por la ley, no ofrecemos garantías de ningún tipo, expresas o implícitas, incluidas las garantías de comerciabilidad, idoneidad para un fin determinado y no infracción, ni garantizamos que el Servicio vaya a funcionar sin interrupciones ni errores o que sus resultados vayan a ser exactos.',
      'Las funciones marcadas como acceso anticipado o vista previa todavía están en desarrollo: pueden cambiar, fallar o retirarse en cualquier momento.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitación de responsabilidad',
    blocks: [
      'En la máxima medida permitida por la ley, Tessera no será responsable de ningún daño indirecto, incidental, especial, consecuente o punitivo, ni de ninguna pérdida de beneficios, ingresos, datos o fondo de comercio, que se derive del Servicio o de estas Condiciones o esté relacionado con ellos.',
      'En la máxima medida permitida por la ley, nuestra responsabilidad total por todas las reclamaciones relacionadas con el Servicio o con estas Condiciones se limita a la mayor de estas cantidades: el importe que nos hayas pagado por el Servicio en los 12 meses anteriores al hecho que dé lugar a la reclamación, o 100 dólares canadienses.',
      'Nada de lo dispuesto en estas Condiciones limita la responsabilidad que no puede limitarse por ley, ni tus derechos como consumidor conforme a las leyes del lugar donde vives.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnización',
    blocks: [
      'Si usas el Servicio con fines profesionales, te comprometes a defender e indemnizar a Tessera frente a las reclamaciones, los daños y los costes (incluidos unos honorarios legales razonables) que se deriven de tu Contenido del Cliente o de tu incumplimiento de estas Condiciones.',
    ],
  },
  {
    id: 'changes',
    heading: 'Cambios en el Servicio y en estas Condiciones',
    blocks: [
      'Mejoramos el Servicio continuamente y podemos añadir, cambiar o retirar funciones. Si retiramos una función por la que pagas, te avisaremos con antelación.',
      'Podemos actualizar estas Condiciones. Cuando lo hagamos, cambiaremos la fecha de «Última actualización» que aparece al principio de esta página y, en el caso de cambios sustanciales, te lo comunicaremos por correo electrónico o en la aplicación al menos 30 días antes de que entren en vigor. Si sigues usando el Servicio después de que los cambios entren en vigor, aceptas las Condiciones actualizadas; si no estás de acuerdo, deja de usar el Servicio y cierra tu cuenta.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Ley aplicable y resolución de conflictos',
    blocks: [
      'Estas Condiciones se rigen por las leyes de la provincia de Columbia Británica (Canadá) y por las leyes federales de Canadá aplicables en ella, sin tener en cuenta las normas sobre conflictos de leyes. Los tribunales de Columbia Británica tienen competencia exclusiva sobre cualquier conflicto derivado de estas Condiciones o del Servicio, salvo cuando la ley del lugar donde vives como consumidor te dé derecho a presentar una reclamación ante los tribunales de tu localidad.',
      'Antes de iniciar un conflicto formal, ponte en contacto con nosotros para que podamos intentar resolver el problema de manera informal.',
    ],
  },
  {
    id: 'general',
    heading: 'Disposiciones generales',
    blocks: [
      'Estas Condiciones, junto con las políticas a las que hacen referencia, constituyen el acuerdo completo entre tú y Tessera en relación con el Servicio. Si alguna parte de ellas no pudiera hacerse cumplir, el resto seguirá en vigor. Que no ejerzamos un derecho no significa que renunciemos a él. No puedes ceder estas Condiciones sin nuestro consentimiento; nosotros podemos cederlas como parte de una fusión, una adquisición o una venta de activos.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contacto',
    blocks: [['¿Tienes preguntas sobre estas Condiciones? Escribe a ', legalContact, '.']],
  },
];
