import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/client/test/render-routes';
import { messages as de } from '@/shared/i18n/de';
import { registerCatalogue, setCurrentLanguage } from '@/shared/i18n/registry';
import { ReleaseNotes } from '../whats-new/release-notes';
import { MarketplaceGrid } from './marketplace-grid';

// The integration catalogue and What's new read the message catalogue like every other screen, so a German
// reader sees German category names, descriptions and release notes (brand names stay as they are).
beforeEach(() => {
  registerCatalogue('de', de);
  setCurrentLanguage('de');
});

afterEach(() => setCurrentLanguage('en'));

describe('in German', () => {
  it('the marketplace shows translated category names and descriptions, brand names unchanged', () => {
    renderRoutes([{ path: '/marketplace', element: <MarketplaceGrid /> }], '/marketplace');
    const development = screen.getByRole('region', { name: 'Entwicklung' });
    expect(within(development).getByRole('heading', { level: 3, name: 'GitHub' })).toBeTruthy();
    expect(
      within(development).getByText(
        'Verfolge Repositories, Pull-Requests und Issues von der ersten Idee bis zum Release.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Produktivität & Zusammenarbeit' })).toBeTruthy();
    expect(screen.queryByText(/Follow repositories/)).toBeNull();
  });

  it("What's new shows each release's title and changes in German", () => {
    renderRoutes([{ path: '/whats-new', element: <ReleaseNotes /> }], '/whats-new');
    expect(screen.getByRole('heading', { level: 2, name: /Sicherere Konten/ })).toBeTruthy();
    expect(screen.getByText('Schick uns Feedback von jeder Seite aus.')).toBeTruthy();
    expect(screen.queryByText('Safer accounts', { exact: false })).toBeNull();
  });
});
