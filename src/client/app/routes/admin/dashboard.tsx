import { Outlet } from 'react-router';

/** Built in its own work; until then it renders what is nested under it, if anything. */
export default function PendingRoute() {
  return <Outlet />;
}
