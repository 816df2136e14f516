import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Name is too short')),
  email: z.string().check(z.trim(), z.toLowerCase(), z.email('Enter an email')),
  subscribe: z.boolean(),
});

type Submit = (values: z.output<typeof schema>) => unknown;

function Demo({ onValid, saved = 'Ada' }: { onValid: Submit; saved?: string }) {
  const form = useSchemaForm(schema, { name: saved, email: '', subscribe: false }, { followDefaults: true });
  const { register, errors } = form;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField label="Name" error={errors.name}>
        {(field) => <Input {...field} {...register('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email}>
        {(field) => <Input {...field} {...register('email')} />}
      </FormField>
      <label>
        <input type="checkbox" {...register('subscribe')} />
        Subscribe
      </label>
      <p>{errors.root}</p>
      <p>{form.isDirty ? 'Changed' : 'Unchanged'}</p>
      <p>Typed: {form.values.email}</p>
      <button type="button" onClick={() => form.setValue('name', 'Grace')}>
        Pick Grace
      </button>
      <button type="button" onClick={() => form.setError('email', 'Already taken')}>
        Refuse
      </button>
      <button type="button" onClick={() => form.reset()}>
        Start over
      </button>
      <button type="submit">{form.isSubmitting ? 'Saving' : 'Save'}</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('useSchemaForm', () => {
  it('checks on submit: the schema’s messages beside their fields, the first invalid one focused', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} saved="A" />);
    const user = userEvent.setup();
    await user.type(field('Email'), 'nope');
    expect(screen.queryByText('Enter an email')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is too short')).toBeTruthy();
    expect(screen.getByText('Enter an email')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks each change again once a submit was tried', async () => {
    render(<Demo onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an email')).toBeTruthy();
    await user.type(field('Email'), 'ada@example.com');
    expect(screen.queryByText('Enter an email')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('hands over the schema’s output, and is submitting until the handler settles', async () => {
    let settle = () => {};
    const onValid = vi.fn<Submit>(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Demo onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(field('Email'), '  Ada@Example.com ');
    await user.click(screen.getByLabelText('Subscribe'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', subscribe: true });
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy();
    settle();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows a server’s message beside its field and focuses it', async () => {
    render(<Demo onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Already taken')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
  });

  it('knows when it was changed, reads current values, sets one, and starts over', async () => {
    render(<Demo onValid={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByText('Unchanged')).toBeTruthy();
    await user.type(field('Email'), 'a@b');
    expect(screen.getByText('Typed: a@b')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pick Grace' }));
    expect(field('Name').value).toBe('Grace');
    expect(screen.getByText('Changed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(field('Name').value).toBe('Ada');
    expect(field('Email').value).toBe('');
    expect(screen.getByText('Unchanged')).toBeTruthy();
  });

  it('follows its default values when they change', () => {
    const { rerender } = render(<Demo onValid={vi.fn()} saved="Ada" />);
    rerender(<Demo onValid={vi.fn()} saved="Grace" />);
    expect(field('Name').value).toBe('Grace');
  });
});
