import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { BillingScreen } from './billing-screen';

const renderBilling = (billing: { portalConfigured: boolean; portalUrl: string | null }) => {
  mockApi({ 'GET /api/workspace/billing': { body: { billing } } });
  renderRoutes([{ path: '/', Component: BillingScreen }], '/');
};

describe('BillingScreen', () => {
  it('shows no customer portal, and no note for the operator, when the server has no online billing', async () => {
    renderBilling({ portalConfigured: false, portalUrl: null });
    expect(await screen.findByText('See plans')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customer portal' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/this server|not set up/);
  });

  it('offers the customer portal to an Owner when the server has one', async () => {
    renderBilling({ portalConfigured: true, portalUrl: 'https://billing.example/portal' });
    const link = await screen.findByRole('link', { name: /Manage billing in the customer portal/ });
    expect(link.getAttribute('href')).toBe('https://billing.example/portal');
  });
});
