import { FormField } from '@/client/components/form-field';
import { SelectField } from '@/client/components/select-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import type { FieldRegistration } from '@/client/lib/forms/use-schema-form';
import { pullUrlMaxLength } from '@/shared/data-streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import {
  maxCaCertificateLength,
  maxSourceQueryLength,
  sourceSslModes,
  type SourceSslMode,
} from '@/shared/postgres-source';

type Register<Name extends string> = (name: Name) => FieldRegistration;

/**
 * A URL pull's source: the file's address and one optional header. Editing (`keptUrl`), an empty address or header
 * value keeps the current one, and the hints say so.
 */
export function UrlPullFields({
  register,
  errors,
  keptUrl,
}: {
  register: Register<'url' | 'headerName' | 'headerValue'>;
  errors: { url?: string; headerName?: string; headerValue?: string };
  keptUrl?: string;
}) {
  const copy = dataStreamsMessages.pull;
  const editing = keptUrl !== undefined;
  return (
    <>
      <FormField label={copy.url} hint={editing ? copy.keepUrl(keptUrl) : copy.urlHint} error={errors.url}>
        {(field) => (
          <Input
            {...field}
            {...register('url')}
            type="url"
            inputMode="url"
            maxLength={pullUrlMaxLength}
            autoComplete="off"
            placeholder="https://"
          />
        )}
      </FormField>
      <FormField label={copy.headerName} hint={copy.headerHint} error={errors.headerName}>
        {(field) => (
          <Input {...field} {...register('headerName')} autoComplete="off" placeholder="Authorization" />
        )}
      </FormField>
      <FormField
        label={copy.headerValue}
        hint={editing ? copy.keepHeaderValue : undefined}
        error={errors.headerValue}
      >
        {(field) => <Input {...field} {...register('headerValue')} type="password" autoComplete="off" />}
      </FormField>
    </>
  );
}

/**
 * A PostgreSQL source: where the database is, who reads it, TLS (with its own CA certificate for `verify-full`)
 * and the read-only query. Editing
 * (`keepsPassword`), an empty password keeps the current one.
 */
export function PostgresFields({
  register,
  errors,
  ssl,
  keepsPassword = false,
}: {
  register: Register<'host' | 'port' | 'database' | 'user' | 'password' | 'ssl' | 'caCertificate' | 'query'>;
  errors: {
    host?: string;
    port?: string;
    database?: string;
    user?: string;
    password?: string;
    caCertificate?: string;
    query?: string;
  };
  ssl: SourceSslMode;
  keepsPassword?: boolean;
}) {
  const copy = postgresSourceMessages.form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <FormField label={copy.host} error={errors.host}>
          {(field) => <Input {...field} {...register('host')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField label={copy.port} error={errors.port}>
          {(field) => <Input {...field} {...register('port')} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <FormField label={copy.database} error={errors.database}>
        {(field) => <Input {...field} {...register('database')} autoComplete="off" spellCheck={false} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={copy.user} error={errors.user}>
          {(field) => <Input {...field} {...register('user')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField
          label={copy.password}
          hint={keepsPassword ? copy.keepPassword : copy.passwordHint}
          error={errors.password}
        >
          {(field) => (
            <Input {...field} {...register('password')} type="password" autoComplete="new-password" />
          )}
        </FormField>
      </div>
      <SelectField
        label={copy.ssl}
        value={ssl}
        options={sourceSslModes.map((mode) => ({ value: mode, label: copy.sslModes[mode] }))}
        onChange={(mode) => register('ssl').onChange(mode)}
      />
      {ssl === 'verify-full' && (
        <FormField label={copy.caCertificate} hint={copy.caCertificateHint} error={errors.caCertificate}>
          {(field) => (
            <Textarea
              {...field}
              {...register('caCertificate')}
              rows={4}
              maxLength={maxCaCertificateLength}
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-xs"
              placeholder="-----BEGIN CERTIFICATE-----"
            />
          )}
        </FormField>
      )}
      <FormField label={copy.query} hint={copy.queryHint} error={errors.query}>
        {(field) => (
          <Textarea
            {...field}
            {...register('query')}
            rows={5}
            maxLength={maxSourceQueryLength}
            spellCheck={false}
            className="font-mono text-sm"
            placeholder="SELECT …"
          />
        )}
      </FormField>
    </>
  );
}
