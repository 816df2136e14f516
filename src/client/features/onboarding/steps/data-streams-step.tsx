import { useId } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { useDataStreams } from '@/client/api/workspace/get-data-streams';
import { useUpdateDataStreams } from '@/client/api/workspace/update-data-streams';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { authMessages } from '@/shared/i18n/messages/auth';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';
import {
  groupIntegrations,
  integrations,
  type Integration,
  categoryName,
  integrationDescription,
} from '@/shared/integrations';
import { dataStreamsSchema } from '@/shared/workspace';
import { OnboardingStep } from '../onboarding-step';
import { toastSaveFailed } from '../save-failed';

const copy = onboardingMessages.dataStreams;

type DataStreamsStepProps = { onDone: () => void; onSkip: () => void };

/** Step 4: tick the tools the team uses; starts from what the workspace has already connected. */
export function DataStreamsStep({ onDone, onSkip }: DataStreamsStepProps) {
  const connected = useDataStreams();
  if (connected.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={copy.loading} className="text-muted-foreground" />
      </div>
    );
  // A failed read starts from nothing picked: a new workspace has nothing connected yet.
  const slugs = (connected.data ?? []).filter((stream) => stream.connected).map((stream) => stream.slug);
  return <DataStreamsForm initial={slugs} onDone={onDone} onSkip={onSkip} />;
}

function DataStreamsForm({ initial, onDone, onSkip }: DataStreamsStepProps & { initial: string[] }) {
  const { handleSubmit, setValue, values } = useSchemaForm(dataStreamsSchema, { slugs: initial });
  const selected = new Set(values.slugs);
  const update = useUpdateDataStreams();

  const toggle = (slug: string, on: boolean) =>
    setValue('slugs', on ? [...values.slugs, slug] : values.slugs.filter((picked) => picked !== slug));

  const save = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      toastSaveFailed(authMessages.profile.savePreferencesFailed, error);
      return;
    }
    onDone();
  });

  return (
    <OnboardingStep
      title={copy.title}
      description={copy.description}
      onSubmit={save}
      submitLabel={onboardingMessages.finish}
      saving={update.isPending}
      onSkip={onSkip}
    >
      <div className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copy.selected(selected.size)}
        </p>
        {groupIntegrations(integrations.filter((item) => !item.comingSoon)).map((group) => (
          <fieldset key={group.category} className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-medium">{categoryName(group.category)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {group.integrations.map((integration) => (
                <DataStreamOption
                  key={integration.slug}
                  integration={integration}
                  checked={selected.has(integration.slug)}
                  onCheckedChange={(on) => toggle(integration.slug, on)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </OnboardingStep>
  );
}

type DataStreamOptionProps = {
  integration: Integration;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox card: the whole card toggles it; the name names it and the description describes it. */
function DataStreamOption({ integration, checked, onCheckedChange }: DataStreamOptionProps) {
  const id = useId();
  return (
    <label className="flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:checked]:border-brand has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
      <input
        type="checkbox"
        name="dataStreams"
        value={integration.slug}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-4 shrink-0 accent-brand outline-none"
      />
      <span className="flex flex-col gap-1">
        <span id={`${id}-name`} className="text-sm font-medium">
          {integration.name}
        </span>
        <span id={`${id}-description`} className="text-xs text-muted-foreground">
          {integrationDescription(integration)}
        </span>
      </span>
    </label>
  );
}
