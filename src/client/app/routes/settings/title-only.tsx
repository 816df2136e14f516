import { useLocation } from '@/client/lib/navigation/navigation';
import { SettingsPage } from '@/client/features/settings/settings-page';

/** Settings screens that are a breadcrumb and a title (docs/product.md#screens). */
export default function TitleOnlySettingsRoute() {
  return <SettingsPage path={useLocation().pathname} />;
}
