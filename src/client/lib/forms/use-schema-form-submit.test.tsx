import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ email: z.string().check(z.email('Enter an email')) });
type Schema = typeof schema;

function Demo({ source, onValid }: { source: Schema | (() => Promise<Schema>); onValid: () => unknown }) {
  const { register, handleSubmit, errors, isSubmitting } = useSchemaForm(source, { email: '' });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormField label="Email" error={errors.email}>
        {(field) => <Input {...field} {...register('email')} />}
      </FormField>
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const form = () => screen.getByRole('button').closest('form')!;

describe('useSchemaForm, submitting', () => {
  it('sends once when submitted twice while the schema is still loading', async () => {
    let arrive!: (loaded: Schema) => void;
    const loading = new Promise<Schema>((resolve) => (arrive = resolve));
    const onValid = vi.fn(() => new Promise(() => {}));
    render(<Demo source={() => loading} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.test' } });
    fireEvent.submit(form());
    fireEvent.submit(form());
    await act(async () => arrive(schema));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('sends once when submitted twice in a row', async () => {
    const onValid = vi.fn(() => new Promise(() => {}));
    render(<Demo source={schema} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.test' } });
    await act(async () => {
      fireEvent.submit(form());
      fireEvent.submit(form());
    });
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('focuses the invalid field once it says what is wrong, so a screen reader reads the message', async () => {
    render(<Demo source={schema} onValid={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    let describedAtFocus: string | null | undefined;
    email.addEventListener('focus', () => {
      const id = email.getAttribute('aria-describedby');
      describedAtFocus = id && document.getElementById(id)?.textContent;
    });
    await act(async () => fireEvent.submit(form()));
    expect(document.activeElement).toBe(email);
    expect(describedAtFocus).toBe('Enter an email');
  });
});
