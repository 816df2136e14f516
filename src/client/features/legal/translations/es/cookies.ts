import { paths } from '@/shared/paths';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { privacyContact } from '@/client/features/legal/legal-contacts';
import type { LegalSection } from '@/client/features/legal/legal-types';

const table = legalMessages.cookies.table;

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'Acerca de las cookies y el almacenamiento del navegador',
    blocks: [
      'Las cookies son pequeños archivos de texto que un sitio web pide a tu navegador que guarde y que le devuelva en solicitudes posteriores. El almacenamiento del navegador (almacenamiento local y almacenamiento de sesión) permite a una aplicación web guardar pequeños valores en tu navegador sin enviarlos a un servidor.',
      'Tessera usa solo unos pocos de cada tipo, para mantener tu sesión iniciada y recordar las elecciones que has hecho. Esta página los enumera todos.',
    ],
  },
  {
    id: 'what-we-use',
    heading: 'Qué usamos',
    blocks: [
      'Todos los elementos siguientes son propios y estrictamente necesarios: sin ellos, el Servicio no puede iniciar tu sesión, completar el inicio de sesión con Google ni recordar tus elecciones.',
      {
        table: {
          get caption() {
            return table.caption;
          },
          get columns() {
            return [table.name, table.type, table.purpose, table.duration];
          },
          rows: [
            [
              [{ code: 'better-auth.session_token' }],
              'Cookie',
              [
                'Mantiene tu sesión iniciada. Contiene una referencia de sesión firmada, nunca tu contraseña. Es HttpOnly (los scripts no pueden leerla) y SameSite=Strict; en producción solo se envía a través de HTTPS y se llama ',
                { code: '__Secure-better-auth.session_token' },
                '. Se elimina cuando cierras sesión.',
              ],
              '7 días, que se renuevan mientras usas Tessera',
            ],
            [
              [{ code: 'better-auth.state' }],
              'Cookie',
              'Solo se crea cuando eliges iniciar sesión con Google. Vincula la respuesta de Google con el inicio de sesión que empezaste, lo que te protege de solicitudes de inicio de sesión falsificadas. Es HttpOnly y SameSite=Lax, para que se conserve en el viaje de vuelta desde Google.',
              '5 minutos',
            ],
            [
              [{ code: 'cookie_consent' }],
              'Cookie',
              [
                'Recuerda tu respuesta al aviso de cookies: ',
                { code: 'accepted' },
                ' o ',
                { code: 'declined' },
                '. SameSite=Lax.',
              ],
              '1 año',
            ],
            [
              [{ code: 'theme' }],
              'Almacenamiento local',
              'Recuerda si elegiste el tema claro o el oscuro, para que las páginas se abran con los colores adecuados.',
              'Hasta que borres los datos del sitio',
            ],
            [
              [{ code: 'auth_redirect' }],
              'Almacenamiento de sesión',
              'Recuerda la página que intentabas abrir cuando te pedimos que iniciaras sesión, para poder llevarte de vuelta a ella después.',
              'Hasta que inicies sesión o cierres la pestaña',
            ],
            [
              [{ code: 'needsOnboarding' }],
              'Almacenamiento de sesión',
              'Marca una cuenta recién creada para que la configuración inicial se abra justo después del registro.',
              'Hasta que se abra la configuración inicial o cierres la pestaña',
            ],
          ],
        },
      },
    ],
  },
  {
    id: 'no-tracking',
    heading: 'Sin cookies publicitarias ni analíticas',
    blocks: [
      'Tessera no usa cookies publicitarias, cookies analíticas de terceros, píxeles de seguimiento ni complementos de redes sociales, y ninguna otra empresa instala cookies a través de nuestro sitio web. No usamos cookies para seguirte por otros sitios.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'Tu elección sobre el consentimiento',
    blocks: [
      [
        'La primera vez que nos visitas, un aviso te pide que aceptes o rechaces las cookies. Guardamos tu respuesta en la cookie ',
        { code: 'cookie_consent' },
        ' durante 1 año, para no volver a preguntarte en cada visita. Pasado un año, la cookie caduca y el aviso vuelve a aparecer.',
      ],
      'Todas las cookies que instalamos hoy son estrictamente necesarias, así que rechazarlas no impide que Tessera funcione: se registra tu elección, y no añadiremos cookies opcionales sin preguntarte antes.',
    ],
  },
  {
    id: 'change-your-choice',
    heading: 'Cambiar tu elección',
    blocks: [
      'Para cambiar tu respuesta, elimina la cookie y vuelve a elegir:',
      {
        list: [
          [
            'Abre la configuración de tu navegador para este sitio (en la mayoría de los navegadores, el icono situado junto a la barra de direcciones) y elimina la cookie ',
            { code: 'cookie_consent' },
            ', o borra todas las cookies y los datos del sitio de Tessera.',
          ],
          'Recarga la página. El aviso de cookies vuelve a aparecer y puedes aceptarlas o rechazarlas.',
        ],
      },
      'Si borras todos los datos del sitio, también se cerrará tu sesión y se restablecerá tu tema.',
    ],
  },
  {
    id: 'browser-controls',
    heading: 'Bloquear las cookies en tu navegador',
    blocks: [
      'Puedes bloquear o eliminar las cookies en cualquier momento desde la configuración de tu navegador. Si bloqueas la cookie de sesión, no podrás iniciar sesión, y si bloqueas la cookie de estado, el inicio de sesión con Google no se completará. El resto del sitio web público funciona sin cookies.',
    ],
  },
  {
    id: 'more',
    heading: 'Cambios y preguntas',
    blocks: [
      'Si empezamos a usar una nueva cookie o clave de almacenamiento, la añadiremos a esta página y actualizaremos la fecha que aparece al principio antes de usarla. Si no es estrictamente necesaria, te pediremos antes tu consentimiento.',
      [
        'Nuestra ',
        { text: 'Política de privacidad', to: paths.marketing.privacy },
        ' explica de forma más general cómo tratamos la información personal. Si tienes preguntas sobre las cookies, escribe a ',
        privacyContact,
        '.',
      ],
    ],
  },
];
