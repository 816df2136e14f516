import type { billingMessages as en } from '../en/billing';
import type { Translation } from '../catalogue-types';

export const billingMessages: Translation<typeof en> = {
  billing: {
    description: 'Suscripciones, facturas y datos de pago de este espacio de trabajo.',
    explanationTitle: 'Cómo funciona la facturación',
    explanation:
      'Una suscripción pertenece a un espacio de trabajo y la paga su Propietario. Las facturas, los métodos de pago y los datos de facturación los guarda nuestro proveedor de pagos con tarjeta; los gestionas en su portal de clientes.',
    subscriptionTitle: 'Suscripción',
    empty: 'No tienes ninguna suscripción activa.',
    onFreePlan: 'Este espacio de trabajo está en el plan gratuito.',
    seePlans: 'Ver planes',
    portalTitle: 'Portal de clientes',
    portalBody: 'Actualiza tus datos personales, métodos de pago y suscripciones en el proveedor de pagos.',
    openPortal: 'Gestionar la facturación en el portal de clientes',
    opensInNewTab: '(se abre en una pestaña nueva)',
    ownersOnly: 'Solo el Propietario del espacio de trabajo puede gestionar la facturación.',
    loadFailed: 'No se pudo cargar la facturación',
  },
  plans: {
    description: 'Qué incluye cada plan.',
    current: 'Plan actual',
    perMonth: 'al mes',
    only: 'Hoy Tessera tiene un solo plan, y es gratuito. Todos los espacios de trabajo lo tienen completo.',
    free: {
      name: 'Gratuito',
      price: '0 $',
      summary: 'Todo lo que hace Tessera, para equipos de cualquier tipo.',
      features: (limits) => [
        `Hasta ${limits.members} miembros por espacio de trabajo`,
        `Hasta ${limits.pendingInvitations} invitaciones pendientes a la vez`,
        'Todos los flujos de datos, conectados por espacio de trabajo',
        'Roles: Propietario, Administrador, Editor y Colaborador',
        'Autenticación en dos pasos e inicio de sesión con Google',
      ],
    },
  },
};
