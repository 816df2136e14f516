// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function InviteDialog({ closeLabel = 'Close' }: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Invite users</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogTitle>Invite people</DialogTitle>
        <DialogDescription>Separate multiple emails with commas.</DialogDescription>
        <label htmlFor="emails">Emails</label>
        <input id="emails" />
        <DialogClose>Cancel</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Invite users' }));
  return screen.getByRole('dialog', { name: 'Invite people' });
};

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal with focus inside', () => {
    render(<InviteDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = openDialog();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Separate multiple emails with commas.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Emails'));
    // Modal: the page behind is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Invite users' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<InviteDialog />);
    openDialog();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Invite users' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('has a close button named by the caller that closes it', () => {
    render(<InviteDialog closeLabel="Close dialog" />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws no unnamed close button when no label is given', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Notice</DialogTitle>
          <DialogDescription>Nothing to close with but Escape.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
