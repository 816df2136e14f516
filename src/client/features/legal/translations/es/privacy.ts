import { paths } from '@/shared/paths';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Acerca de esta política',
    blocks: [
      'Esta Política de privacidad explica cómo Tessera («Tessera», «nosotros») recopila, usa, comparte y protege la información personal cuando visitas nuestro sitio web, creas una cuenta o usas el espacio de trabajo de Tessera y su asistente (en conjunto, el «Servicio»).',
      'En lo que respecta a la información sobre tu cuenta y sobre cómo usas el Servicio, Tessera es el responsable del tratamiento: decidimos por qué y cómo se trata esa información. En cuanto al contenido que un espacio de trabajo incorpora a Tessera, como archivos, flujos de datos y conversaciones con el asistente, el responsable del tratamiento es la organización propietaria del espacio de trabajo, y Tessera trata ese contenido en su nombre y siguiendo sus instrucciones. Si eres miembro del espacio de trabajo de otra persona u organización, lee también el aviso de privacidad de tu organización.',
      [
        'Lee esta política junto con nuestras ',
        { text: 'Condiciones del servicio', to: paths.marketing.terms },
        ' y nuestra ',
        { text: 'Política de cookies', to: paths.marketing.cookies },
        '.',
      ],
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Información que recopilamos',
    blocks: [
      'Solo recopilamos lo que necesitamos para prestar el Servicio, mantenerlo seguro y mejorarlo:',
      {
        list: [
          [
            { strong: 'Información de la cuenta.' },
            ' Tu nombre completo, tu dirección de correo electrónico, el rol que nos indicas al registrarte y tu contraseña. Nunca almacenamos la contraseña en sí, solo un hash unidireccional con sal. Si inicias sesión con Google, Google comparte con nosotros tu nombre, tu dirección de correo electrónico, tu foto de perfil y un identificador de tu cuenta de Google; nunca vemos tu contraseña de Google.',
          ],
          [
            { strong: 'Perfil y preferencias.' },
            ' Todo lo que añadas a tu perfil, como enlaces a tu sitio web o a tus perfiles en redes sociales, tus ajustes de tema, idioma y zona horaria, y tus preferencias de correo electrónico.',
          ],
          [
            { strong: 'Contenido del espacio de trabajo.' },
            ' Los nombres y avatares de los espacios de trabajo, los miembros que invitas y los roles que tienen, los flujos de datos y las aplicaciones que conectas, los datos que aportan esas conexiones, los archivos que subes, las preguntas que haces al asistente y las conclusiones y los modelos que genera. A esto lo llamamos «Contenido del Cliente».',
          ],
          [
            { strong: 'Información de facturación.' },
            ' Cuando un espacio de trabajo se suscribe a un plan de pago, nuestro proveedor de pagos con tarjeta recopila directamente los datos de la tarjeta y la dirección de facturación. Nosotros solo recibimos una referencia de cliente, el plan, el estado de la suscripción, y los cuatro últimos dígitos y la fecha de caducidad de la tarjeta. Nunca vemos ni almacenamos números de tarjeta completos.',
          ],
          [
            { strong: 'Datos de uso y registros.' },
            ' Cuando usas el Servicio, nuestros servidores registran información técnica sobre cada solicitud: tu dirección IP, el tipo de navegador y de dispositivo, la página o la dirección de la API solicitada, la hora, el estado de la respuesta y un identificador de la solicitud. Usamos estos registros para mantener el Servicio en funcionamiento, investigar errores y frenar los abusos.',
          ],
          [
            { strong: 'Cookies y almacenamiento del navegador.' },
            ' Un pequeño número de cookies estrictamente necesarias mantienen tu sesión iniciada, protegen el inicio de sesión con Google y recuerdan tu elección sobre las cookies, y tu navegador guarda algunos ajustes, como tu tema. Nuestra ',
            { text: 'Política de cookies', to: paths.marketing.cookies },
            ' las enumera todas.',
          ],
          [
            { strong: 'Comunicaciones.' },
            ' Los mensajes que nos envías, incluidos los comentarios que envías desde la aplicación y los correos electrónicos a nuestros equipos de soporte o de privacidad.',
          ],
        ],
      },
      'No usamos redes publicitarias, herramientas de analítica de terceros ni píxeles de seguimiento, y no compramos a nadie información personal sobre ti.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'Cómo usamos la información',
    blocks: [
      'Usamos la información personal para:',
      {
        list: [
          'crear y gestionar tu cuenta, iniciar tu sesión y mantenerla segura;',
          'prestar el Servicio: alojar tus espacios de trabajo, ejecutar los flujos de datos que conectas y permitir que el asistente responda a tus preguntas y cree conclusiones y modelos a partir de los datos de tu espacio de trabajo;',
          'enviar los correos electrónicos de los que depende el Servicio, como invitaciones a espacios de trabajo, confirmaciones de correo electrónico, enlaces para restablecer la contraseña y avisos de seguridad;',
          'procesar pagos y gestionar suscripciones;',
          'responder a tus solicitudes y comentarios y ofrecerte soporte;',
          'supervisar, proteger y depurar el Servicio, lo que incluye limitar la frecuencia de las solicitudes, detectar fraudes y abusos e investigar incidentes de seguridad;',
          'entender, de forma agregada, cómo se usan las funciones para poder mejorarlas; y',
          'cumplir nuestras obligaciones legales y hacer cumplir nuestras Condiciones del servicio.',
        ],
      },
      'No vendemos información personal, no la compartimos para publicidad comportamental entre contextos y no usamos el Contenido del Cliente para entrenar modelos que se pongan a disposición de otros clientes.',
    ],
  },
  {
    id: 'legal-bases',
    heading: 'Bases jurídicas del tratamiento',
    blocks: [
      'Cuando se aplica el Reglamento General de Protección de Datos de la UE o del Reino Unido, nos basamos en las siguientes bases jurídicas:',
      {
        list: [
          [
            { strong: 'Contrato:' },
            ' para prestar el Servicio que tú o tu organización contratasteis, incluidos tu cuenta, los espacios de trabajo, la facturación y los correos electrónicos del servicio.',
          ],
          [
            { strong: 'Intereses legítimos:' },
            ' para mantener el Servicio seguro y fiable, prevenir abusos, mejorar nuestras funciones y comunicarnos contigo sobre el Servicio. Ponderamos estos intereses frente a tus derechos y solo nos basamos en ellos cuando tus derechos no prevalecen.',
          ],
          [
            { strong: 'Consentimiento:' },
            ' cuando lo solicitamos, por ejemplo para correos electrónicos opcionales. Puedes retirar tu consentimiento en cualquier momento sin que ello afecte al tratamiento realizado antes de retirarlo.',
          ],
          [
            { strong: 'Obligación legal:' },
            ' para conservar los registros fiscales y contables y responder a las solicitudes legítimas de las autoridades.',
          ],
        ],
      },
      'En Canadá, tratamos la información personal de conformidad con la Ley de Protección de la Información Personal y los Documentos Electrónicos (PIPEDA) y la legislación provincial aplicable, sobre la base de tu consentimiento, que otorgas al crear una cuenta o usar el Servicio y que puede ser implícito cuando la finalidad es evidente.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Cómo compartimos la información',
    blocks: [
      'Solo compartimos información personal en los casos que se describen aquí:',
      {
        list: [
          [
            { strong: 'Proveedores de servicios (encargados del tratamiento).' },
            ' Recurrimos a un pequeño número de proveedores que tratan datos en nuestro nombre en virtud de acuerdos por escrito que les obligan a protegerlos y a usarlos únicamente para prestarnos sus servicios: nuestro proveedor de alojamiento en la nube y de base de datos, que ejecuta el Servicio y almacena sus datos; nuestro proveedor de envío de correo electrónico, que envía invitaciones, confirmaciones, restablecimientos de contraseña y avisos; y nuestro proveedor de pagos con tarjeta, que procesa los pagos y gestiona el portal de clientes donde los propietarios de los espacios de trabajo administran las suscripciones y los datos de facturación.',
          ],
          [
            { strong: 'Tu espacio de trabajo.' },
            ' Los demás miembros de un espacio de trabajo pueden ver tu nombre, tu dirección de correo electrónico, tu avatar, tu rol y tu actividad reciente en ese espacio de trabajo. Los Propietarios y Administradores del espacio de trabajo pueden gestionar a los miembros y ver el contenido del espacio de trabajo.',
          ],
          [
            { strong: 'Integraciones que conectas.' },
            ' Cuando tú o tu espacio de trabajo conectáis un flujo de datos o una aplicación, intercambiamos datos con ese proveedor en la medida necesaria para que la conexión funcione. El tratamiento que haga de los datos se rige por sus propias condiciones y políticas de privacidad.',
          ],
          [
            { strong: 'Google.' },
            ' Si eliges iniciar sesión con Google, enviamos a Google la información necesaria para completar el inicio de sesión.',
          ],
          [
            { strong: 'Motivos legales.' },
            ' Podemos divulgar información si creemos de buena fe que la ley lo exige o que es necesario para proteger los derechos, los bienes o la seguridad de Tessera, de nuestros usuarios o del público. Cuando la ley lo permita, te informaremos de las solicitudes relativas a tu información.',
          ],
          [
            { strong: 'Operaciones empresariales.' },
            ' Si Tessera participa en una fusión, una adquisición o una venta de activos, la información personal puede transferirse como parte de esa operación. Te avisaremos antes de que tu información pase a estar sujeta a una política de privacidad diferente.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'Cuánto tiempo conservamos la información',
    blocks: [
      'Solo conservamos la información personal durante el tiempo que la necesitamos para las finalidades de esta política:',
      {
        list: [
          'La información de la cuenta y del perfil se conserva mientras tu cuenta esté abierta. Cuando eliminas tu cuenta, la eliminamos en un plazo de 30 días.',
          'El Contenido del Cliente se conserva mientras exista el espacio de trabajo. Cuando se elimina un espacio de trabajo, o cuando una suscripción termina y no se renueva, su contenido se elimina en un plazo de 30 días, salvo que el Propietario del espacio de trabajo nos pida eliminarlo antes.',
          'Los registros del servidor se conservan hasta 30 días, salvo que los necesitemos durante más tiempo para investigar un incidente de seguridad concreto.',
          'Los registros fiscales y de facturación se conservan durante el tiempo que exijan las leyes fiscales y contables, que suele ser de seis años.',
          'Las copias de seguridad se sobrescriben de forma continua en un plazo de 35 días, por lo que los datos eliminados desaparecen de ellas dentro de ese periodo.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'Cómo protegemos la información',
    blocks: [
      'Aplicamos medidas técnicas y organizativas diseñadas para proteger la información personal, entre ellas el cifrado en tránsito (HTTPS) en todas las conexiones, el almacenamiento de las contraseñas únicamente como hashes unidireccionales robustos, cookies de sesión que los scripts no pueden leer, un acceso basado en roles dentro de los espacios de trabajo que se comprueba en nuestros servidores, límites de frecuencia en el inicio de sesión y en el restablecimiento de contraseña, y la revocación de todas las sesiones cuando se restablece una contraseña. El acceso a los sistemas de producción se limita a las personas que lo necesitan para hacer funcionar el Servicio.',
      'Ningún sistema es completamente seguro. Si tenemos conocimiento de una brecha que afecte a tu información personal, te lo notificaremos a ti y a las autoridades competentes según lo exija la ley.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'Transferencias internacionales',
    blocks: [
      'Tessera tiene su sede en Canadá, y tanto nosotros como nuestros proveedores de servicios podemos tratar información personal en Canadá, en los Estados Unidos, en la Unión Europea y en otros países en los que operan esos proveedores. Estos países pueden tener leyes de protección de datos distintas de las del lugar donde vives.',
      'Cuando transferimos información personal fuera del Espacio Económico Europeo, del Reino Unido o de Suiza, nos basamos en una decisión de adecuación (Canadá cuenta con una para las organizaciones comerciales sujetas a la PIPEDA) o en garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea y su anexo para el Reino Unido.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Tus derechos y opciones',
    blocks: [
      'Según el lugar donde vivas, puedes tener derecho a:',
      {
        list: [
          'acceder a la información personal que tenemos sobre ti y obtener una copia;',
          'rectificar la información inexacta o incompleta;',
          'eliminar tu información o toda tu cuenta;',
          'recibir tu información en un formato portable y legible por máquina;',
          'oponerte a determinados tratamientos, o pedirnos que los limitemos, incluidos los basados en intereses legítimos;',
          'retirar el consentimiento que hayas dado; y',
          'presentar una reclamación ante una autoridad de protección de datos, como la Oficina del Comisionado de Privacidad de Canadá, el Comisionado de Información y Privacidad de la Columbia Británica o la autoridad de tu país.',
        ],
      },
      [
        'Puedes actualizar tú mismo la mayor parte de tu información en Configuración. Para cualquier otra cosa, escribe a ',
        privacyContact,
        '. Te responderemos en un plazo de 30 días y es posible que antes tengamos que confirmar tu identidad. Si tu solicitud se refiere a Contenido del Cliente de un espacio de trabajo que pertenece a una organización, podemos remitirte a esa organización, que es quien decide cómo se trata su contenido.',
      ],
    ],
  },
  {
    id: 'children',
    heading: 'Menores',
    blocks: [
      'Tessera es una herramienta de trabajo y no está dirigida a menores. Debes tener al menos 16 años para crear una cuenta. No recopilamos a sabiendas información personal de menores de 16 años; si crees que un menor nos ha facilitado información personal, ponte en contacto con nosotros y la eliminaremos.',
    ],
  },
  {
    id: 'changes',
    heading: 'Cambios en esta política',
    blocks: [
      'Podemos actualizar esta política a medida que cambien el Servicio o la ley. Cuando lo hagamos, cambiaremos la fecha de «Última actualización» que aparece al principio de esta página. Si un cambio afecta de forma significativa a cómo tratamos tu información personal, te lo comunicaremos por correo electrónico o en la aplicación antes de que entre en vigor.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contacto',
    blocks: [
      [
        'Si tienes preguntas sobre esta política o sobre cómo tratamos la información personal, o quieres ejercer tus derechos, escribe a nuestro equipo de privacidad a ',
        privacyContact,
        '.',
      ],
    ],
  },
];
