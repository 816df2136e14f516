import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import DataLayout from './data';

let reads = 0;
function Page() {
  const query = useQuery({ queryKey: ['page'], queryFn: async () => `read ${++reads}` });
  return (
    <>
      <p>{query.isPending ? 'loading' : query.data}</p>
      <Link to="/next">Next</Link>
    </>
  );
}

it('loads a page’s data on first mount and afresh after every route change', async () => {
  vi.stubGlobal('fetch', async () => Response.json(null));
  const router = createMemoryRouter([
    {
      Component: DataLayout,
      children: [
        { path: '/', Component: Page },
        { path: '/next', Component: Page },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('read 1')).toBeTruthy();
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(await screen.findByText('read 2')).toBeTruthy();
});
