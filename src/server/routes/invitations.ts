import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** `/api/invitations/:id`: what an invitee sees and does with an invitation link. */
export const invitationsRoutes = new Hono<AppEnv>();
