import type { postgresSourceMessages as en } from '../en/postgres-source';
import type { Translation } from '../catalogue-types';

export const postgresSourceMessages: Translation<typeof en> = {
  queryRefused: {
    empty: 'Escribe una consulta.',
    'too-long': 'La consulta es demasiado larga: como máximo 10.000 caracteres.',
    unterminated: 'Una comilla, un nombre entre comillas o un comentario nunca se cierra.',
    'multiple-statements': 'Escribe una sola sentencia: quita lo que sigue al punto y coma.',
    'unbalanced-parentheses': 'Los paréntesis no se corresponden.',
    'not-a-query': 'Escribe una consulta que lea datos: SELECT, WITH … SELECT, VALUES o TABLE.',
    'data-modifying':
      'La consulta no puede cambiar datos (INSERT, UPDATE, DELETE, MERGE). Pon entre comillas una columna con ese nombre.',
    'select-into': 'SELECT … INTO crea una tabla: selecciona las filas sin INTO.',
    'locking-clause': 'La consulta no puede bloquear filas (FOR UPDATE, FOR SHARE).',
    parameters: 'La consulta no puede tener parámetros ($1): escribe los valores.',
  },
  errors: {
    'query-refused': 'La consulta no es una sola sentencia de solo lectura.',
    'host-refused': 'Tessera no puede conectarse a este host.',
    'connection-refused': 'Nada aceptó la conexión en este host y puerto.',
    'connection-timeout': 'La base de datos no respondió a tiempo.',
    'connection-failed': 'La conexión con la base de datos se cortó.',
    'tls-unavailable': 'El servidor no ofrece una conexión cifrada (TLS).',
    'tls-untrusted':
      'El certificado del servidor no es de confianza o es de otro host: revisa el host, añade el certificado de la CA que lo firmó o elige «Cifrada, certificado sin comprobar» si confías en la red.',
    'auth-failed': 'La base de datos rechazó este usuario o esta contraseña.',
    'database-not-found': 'No hay ninguna base de datos con este nombre en el servidor.',
    'read-only-violation': 'La consulta intentó cambiar datos; una fuente solo lee.',
    'permission-denied': 'Este usuario no puede leer lo que pide la consulta.',
    'statement-timeout': 'La consulta tardó más de lo permitido.',
    'too-large':
      'Las filas superan lo que puede traer una sincronización: selecciona menos columnas o filas.',
    'query-failed': 'La base de datos no pudo ejecutar la consulta.',
    aborted: 'La sincronización se detuvo.',
    failed: 'No se pudo leer la fuente.',
  },
  form: {
    title: 'Consulta de PostgreSQL',
    description:
      'Tessera ejecuta una consulta de solo lectura en tu base de datos PostgreSQL, según una programación o al sincronizar, y añade sus filas a un conjunto de datos.',
    add: 'Añadir una consulta de PostgreSQL',
    none: 'Aún no hay consultas de PostgreSQL.',
    defaultName: 'Consulta de PostgreSQL',
    defaultDataset: 'Resultados de la consulta',
    host: 'Host',
    port: 'Puerto',
    database: 'Base de datos',
    user: 'Usuario',
    password: 'Contraseña',
    passwordHint: 'Se guarda cifrada y no se vuelve a mostrar. Déjala vacía si el servidor no pide ninguna.',
    ssl: 'Conexión',
    sslModes: {
      'verify-full': 'Cifrada, certificado comprobado',
      require: 'Cifrada, certificado sin comprobar',
      disable: 'Sin cifrar',
    },
    query: 'Consulta',
    queryHint:
      'Un solo SELECT, ejecutado en solo lectura durante 30 s como máximo; se guardan hasta 100.000 filas.',
    badPort: 'Introduce un puerto del 1 al 65535.',
    created: 'Consulta de PostgreSQL creada',
    editTitle: 'Editar consulta de PostgreSQL',
    keepPassword: 'Déjalo vacío para mantener la contraseña actual.',
    caCertificate: 'Certificado de CA (opcional)',
    caCertificateHint:
      'Para un certificado firmado por la autoridad de tu empresa o de tu proveedor en la nube: pega su certificado PEM (-----BEGIN CERTIFICATE-----) o un paquete de varios. Entonces solo se confía en esas autoridades; el nombre del host se sigue comprobando.',
  },
  caCertificateRefused: {
    'too-long': 'El certificado de CA es demasiado largo: como máximo 256 KB.',
    'not-certificates':
      'Pega uno o más certificados PEM, cada uno de -----BEGIN CERTIFICATE----- a -----END CERTIFICATE----- (sin clave privada).',
  },
  truncated: (rows: string) => `Solo se guardaron las primeras ${rows} filas: filtra o agrega.`,
};
