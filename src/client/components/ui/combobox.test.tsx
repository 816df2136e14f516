// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox, type ComboboxProps } from './combobox';

const cities = [
  { value: 'ams', label: 'Amsterdam' },
  { value: 'ber', label: 'Berlin' },
  { value: 'lis', label: 'Lisbon' },
  { value: 'mtl', label: 'Montréal' },
];

function Field(props: Partial<ComboboxProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <label htmlFor="city">City</label>
      <Combobox
        id="city"
        options={cities}
        clearedAnnouncement="Form cleared"
        {...props}
        value={value}
        onValueChange={setValue}
      />
      <p data-testid="value">{value}</p>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
const options = () => screen.getAllByRole('option').map((option) => option.textContent);
const keyDown = (key: string) => fireEvent.keyDown(field(), { key });
const value = () => screen.getByTestId('value').textContent;

describe('Combobox', () => {
  it('starts closed and points at its listbox', () => {
    render(<Field />);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
  });

  it('filters the options by the typed text, ignoring case', () => {
    render(<Field />);
    fireEvent.change(field(), { target: { value: 'LI' } });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'City' }).hidden).toBe(false);
    expect(options()).toEqual(['Berlin', 'Lisbon']);
  });

  it('closes the list when nothing matches', () => {
    render(<Field />);
    fireEvent.change(field(), { target: { value: 'zz' } });
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the options with the arrow keys, Home and End, and picks one with Enter', () => {
    render(<Field />);
    keyDown('ArrowDown');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const activeLabel = () =>
      document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeLabel()).toBe('Amsterdam');
    keyDown('ArrowDown');
    expect(activeLabel()).toBe('Berlin');
    keyDown('End');
    expect(activeLabel()).toBe('Montréal');
    keyDown('ArrowDown');
    expect(activeLabel()).toBe('Amsterdam');
    keyDown('ArrowUp');
    expect(activeLabel()).toBe('Montréal');
    keyDown('Home');
    keyDown('ArrowDown');
    expect(screen.getByRole('option', { name: 'Berlin' }).getAttribute('aria-selected')).toBe('true');
    keyDown('Enter');
    expect(value()).toBe('ber');
    expect(field().value).toBe('Berlin');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('picks an option by pointer', () => {
    render(<Field />);
    fireEvent.click(field());
    fireEvent.click(screen.getByRole('option', { name: 'Lisbon' }));
    expect(value()).toBe('lis');
    expect(field().value).toBe('Lisbon');
  });

  it('keeps free text only when custom values are allowed', () => {
    const { unmount } = render(<Field allowCustom />);
    fireEvent.change(field(), { target: { value: 'Nairobi' } });
    fireEvent.blur(field());
    expect(value()).toBe('Nairobi');
    expect(field().value).toBe('Nairobi');
    unmount();

    render(<Field />);
    fireEvent.change(field(), { target: { value: 'Nairobi' } });
    fireEvent.blur(field());
    expect(value()).toBe('');
    expect(field().value).toBe('');
  });

  it('takes typed text that equals an option label as that option', () => {
    render(<Field allowCustom />);
    fireEvent.change(field(), { target: { value: 'berlin' } });
    expect(value()).toBe('ber');
  });

  it('clears the value, closes the list and announces it on Escape', () => {
    render(<Field value="lis" />);
    expect(field().value).toBe('Lisbon');
    keyDown('ArrowDown');
    keyDown('Escape');
    expect(value()).toBe('');
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Form cleared');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('leaves Escape alone when the field is already empty and closed', () => {
    render(<Field />);
    keyDown('Escape');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('cuts typed or pasted text to maxLength', () => {
    render(<Field allowCustom maxLength={5} />);
    expect(field().getAttribute('maxlength')).toBe('5');
    fireEvent.change(field(), { target: { value: 'Santiago de Chile' } });
    expect(field().value).toBe('Santi');
    expect(value()).toBe('Santi');
  });

  it('caps the list height at 240 px unless told otherwise', () => {
    const { unmount } = render(<Field />);
    expect(screen.getByRole('listbox', { hidden: true }).style.maxHeight).toBe('240px');
    unmount();
    render(<Field listMaxHeight={120} />);
    expect(screen.getByRole('listbox', { hidden: true }).style.maxHeight).toBe('120px');
  });
});
