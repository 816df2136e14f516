import { PageHeader } from '@/client/components/page-header';

export default function MarketplacePage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title="marketplace" />
    </main>
  );
}
