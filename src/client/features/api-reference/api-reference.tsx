import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import {
  apiDocumentUrl,
  useApiDocument,
  type ApiDocument,
  type ApiOperation,
  type ApiSchema,
} from '@/client/api/public-api/api-document';
import { apiKeysMessages } from '@/shared/i18n/messages/api-keys';

const copy = () => apiKeysMessages.reference;
const schemaPrefix = '#/components/schemas/';

/** An id for an anchor: letters, digits and dashes. */
const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** Who may call the operation, from its security requirement. */
function callerOf(operation: ApiOperation): keyof ReturnType<typeof copy>['callers'] {
  const scheme = Object.keys(operation.security[0] ?? {})[0];
  if (scheme === 'apiKey' || scheme === 'signature') return scheme;
  if (scheme === 'session') return operation.tags.includes('admin') ? 'admin' : 'session';
  return 'public';
}

/** A schema: a link to the named one it refers to, or its JSON, folded. */
function SchemaView({ schema }: { schema: ApiSchema }) {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null;
  if (ref?.startsWith(schemaPrefix)) {
    const name = ref.slice(schemaPrefix.length);
    return (
      <a href={`#${anchor('schema', name)}`} className="font-mono text-sm underline underline-offset-4">
        {name}
      </a>
    );
  }
  return (
    <details>
      <summary className="cursor-pointer text-sm">{copy().schema}</summary>
      <SchemaJson schema={schema} />
    </details>
  );
}

function SchemaJson({ schema }: { schema: ApiSchema }) {
  return (
    <pre
      tabIndex={0}
      className="mt-2 max-h-96 overflow-auto rounded-md border bg-muted/40 p-3 font-mono text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <code>{JSON.stringify(schema, null, 2)}</code>
    </pre>
  );
}

function OperationItem({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: ApiOperation;
}) {
  const id = anchor('op', operation.operationId);
  const body = Object.entries(operation.requestBody?.content ?? {});
  return (
    <li>
      <article aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border p-4">
        <h3 id={id} className="flex flex-wrap items-center gap-2 font-mono text-sm font-semibold">
          <Badge variant="outline" className="font-mono uppercase">
            {method}
          </Badge>
          <span className="break-all">{path}</span>
        </h3>
        <p>{operation.summary}</p>
        <p className="text-sm text-muted-foreground">{copy().callers[callerOf(operation)]}</p>
        {operation.description && <p className="text-sm text-muted-foreground">{operation.description}</p>}
        {operation.parameters && operation.parameters.length > 0 && (
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-medium">{copy().parameters}</h4>
            <ul className="flex flex-col gap-1 text-sm">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.in}:${parameter.name}`}>
                  <code className="font-mono">{parameter.name}</code>{' '}
                  <span className="text-muted-foreground">
                    ({parameter.in}
                    {parameter.required ? `, ${copy().required}` : ''})
                  </span>
                  {parameter.schema && <SchemaView schema={parameter.schema} />}
                </li>
              ))}
            </ul>
          </div>
        )}
        {body.length > 0 && (
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-medium">{copy().requestBody}</h4>
            <ul className="flex flex-col gap-1 text-sm">
              {body.map(([type, { schema }]) => (
                <li key={type} className="flex flex-col gap-1">
                  <code className="font-mono text-muted-foreground">{type}</code>
                  <SchemaView schema={schema} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-medium">{copy().responses}</h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {Object.entries(operation.responses).map(([status, response]) => {
              const schema = response.content?.['application/json']?.schema;
              return (
                <div key={status} className="contents">
                  <dt className="font-mono">{status}</dt>
                  <dd className="flex flex-wrap items-baseline gap-2">
                    <span>{response.description}</span>
                    {schema && typeof schema.$ref === 'string' && <SchemaView schema={schema} />}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      </article>
    </li>
  );
}

/** The operations under their tag, in the document's order. */
function byTag(document: ApiDocument) {
  const groups = new Map<string, { method: string; path: string; operation: ApiOperation }[]>(
    document.tags.map((tag) => [tag.name, []]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? '';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups].filter(([, operations]) => operations.length > 0);
}

/**
 * Every `/api` route, grouped by area, with who may call it, its parameters, body and answers, and the schemas
 * they name: read from `/api/openapi.json`, the document the server builds from the schemas it checks with.
 */
export function ApiReference() {
  const document = useApiDocument();
  return (
    <div className="flex flex-col gap-8">
      <p>
        <a href={apiDocumentUrl} download="openapi.json" className="underline underline-offset-4">
          {copy().download}
        </a>
      </p>
      {document.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : document.isError ? (
        <LoadError message={copy().loadError} onRetry={() => void document.refetch()} />
      ) : (
        <Loaded document={document.data} />
      )}
    </div>
  );
}

function Loaded({ document }: { document: ApiDocument }) {
  const groups = byTag(document);
  return (
    <>
      <nav aria-labelledby="api-areas" className="flex flex-col gap-2">
        <h2 id="api-areas" className="text-lg font-semibold tracking-tight">
          {copy().contents}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {groups.map(([tag]) => (
            <li key={tag}>
              <a href={`#${anchor('tag', tag)}`} className="underline underline-offset-4">
                {tag}
              </a>
            </li>
          ))}
          <li>
            <a href="#api-schemas" className="underline underline-offset-4">
              {copy().schemas}
            </a>
          </li>
        </ul>
      </nav>
      {groups.map(([tag, operations]) => (
        <section key={tag} aria-labelledby={anchor('tag', tag)} className="flex flex-col gap-3">
          <h2 id={anchor('tag', tag)} className="text-lg font-semibold tracking-tight">
            {tag}
          </h2>
          <ul className="flex flex-col gap-3">
            {operations.map(({ method, path, operation }) => (
              <OperationItem key={`${method} ${path}`} method={method} path={path} operation={operation} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="api-schemas" className="flex flex-col gap-3">
        <h2 id="api-schemas" className="text-lg font-semibold tracking-tight">
          {copy().schemas}
        </h2>
        <ul className="flex flex-col gap-2">
          {Object.entries(document.components.schemas).map(([name, schema]) => (
            <li key={name} id={anchor('schema', name)}>
              <details>
                <summary className="cursor-pointer font-mono text-sm">{name}</summary>
                <SchemaJson schema={schema} />
              </details>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
