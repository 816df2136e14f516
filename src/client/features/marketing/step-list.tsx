export type Step = { title: string; body: string; example?: string };

/** Numbered steps, each with an optional worked example. */
export function StepList({ steps, exampleLabel }: { steps: readonly Step[]; exampleLabel?: string }) {
  return (
    <ol className="flex flex-col gap-8">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full border bg-card text-sm font-semibold"
          >
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-col gap-2 pt-1">
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="leading-7 text-muted-foreground">{step.body}</p>
            {step.example && (
              <p className="rounded-md border-l-4 border-brand bg-muted px-4 py-3 text-sm leading-6">
                <span className="font-semibold">{exampleLabel}:</span> {step.example}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
