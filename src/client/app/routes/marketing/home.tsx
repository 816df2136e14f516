import { Link } from '@/client/lib/navigation/navigation';
import { ContentPage } from '@/client/components/content-page';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import { FeatureGrid } from '@/client/features/marketing/feature-grid';
import { HeroVideo } from '@/client/features/marketing/hero-video';
import { commonMessages } from '@/shared/i18n/messages/common';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function HomePage() {
  const copy = marketingMessages.home;
  return (
    <ContentPage title={commonMessages.appName} description={copy.description} ownHeading>
      <section className="relative isolate flex min-h-[calc(100dvh-72px)] items-center overflow-hidden bg-neutral-950">
        <HeroVideo />
        <div
          aria-hidden
          className="absolute inset-0 bg-gradient-to-b from-black/70 via-black/55 to-black/80"
        />
        <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 py-24 text-white">
          <p className="text-sm font-medium uppercase tracking-widest text-indigo-200">{copy.eyebrow}</p>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            {copy.title}
          </h1>
          <p className="max-w-2xl text-lg text-neutral-200">{copy.pitch}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.auth.signup} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {copy.primaryCta}
            </Link>
            <Link
              to={paths.marketing.manifesto}
              className={buttonVariants({ variant: 'inverse-outline', size: 'lg' })}
            >
              {copy.secondaryCta}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="pillars" className="mx-auto max-w-6xl px-4 py-20">
        <h2 id="pillars" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {copy.pillarsTitle}
        </h2>
        <div className="mt-8">
          <FeatureGrid features={copy.pillars} columns={3} />
        </div>
      </section>
    </ContentPage>
  );
}
