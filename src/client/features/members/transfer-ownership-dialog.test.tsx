import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { toast } from '@/client/test/sonner-mock';
import type { Member } from '@/shared/workspace';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const grace: Member = {
  id: 'm2',
  userId: 'u2',
  name: 'Grace',
  email: 'grace@example.com',
  role: 'admin',
  avatarUrl: null,
  links: {},
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: null,
  isYou: false,
};

const renderDialog = () =>
  renderRoutes(
    [{ path: '/settings', element: <TransferOwnershipDialog member={grace} open onOpenChange={() => {}} /> }],
    '/settings',
  );

describe('TransferOwnershipDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('waits for a password or a code, then sends the code trimmed', async () => {
    const api = mockApi({ 'POST /api/workspace/transfer-ownership': { body: null } });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Make Grace the Owner?' });
    const transfer = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Transfer ownership' });
    expect(transfer.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Or a two-factor code'), ' 123456 ');
    await userEvent.click(transfer);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.callsTo('POST /api/workspace/transfer-ownership')[0]!.body).toEqual({
      memberId: 'm2',
      code: '123456',
    });
  });

  it('shows a refused password beside its field and keeps what was typed', async () => {
    mockApi({
      'POST /api/workspace/transfer-ownership': {
        status: 403,
        body: {
          error: { code: 'invalid_password', message: 'That password is not right', field: 'password' },
        },
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Make Grace the Owner?' });
    const password = within(dialog).getByLabelText<HTMLInputElement>('Your password');
    await userEvent.type(password, 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('That password is not right')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('That password is not right');
    expect(password.value).toBe('nope');
  });
});
