import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from './field';
import { renderWithKit } from './testing/render-with-kit';

describe('Field', () => {
  it('labels its control and describes it by the hint, then by the hint and the error', () => {
    const { rerender } = renderWithKit(
      <Field label="Amount" hint="Between 10 and 100">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Between 10 and 100');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(
      <Field label="Amount" hint="Between 10 and 100" error="Too little">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Between 10 and 100 Too little');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("is described first by what describes it from outside the field (a form's intro), then by its error", () => {
    renderWithKit(
      <>
        <p id="intro">Type the letters of the picture</p>
        <Field label="Answer" describedBy="intro" error="Type the answer">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveAccessibleDescription('Type the letters of the picture Type the answer');
  });

  it('describes nothing without a hint or an error', () => {
    renderWithKit(<Field label="Remark">{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Remark' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('TextField', () => {
  function Form({ error, after }: { error?: string; after?: ReactNode }) {
    const { register } = useForm<{ username: string }>();
    return (
      <TextField
        label="Username"
        field={register('username')}
        error={error}
        id="login-username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={12}
        after={after}
        classes={{ field: 'own-field', label: 'own-label', input: 'own-input', row: 'own-row', error: 'own-error' }}
      />
    );
  }

  it('takes the id it is given, the attributes of a text that is no prose, and a remote’s classes for its parts', () => {
    const { rerender } = renderWithKit(<Form />);
    let input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('id', 'login-username');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '12');
    expect(input).toHaveClass('own-input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('.own-field')).not.toBeNull();
    expect(screen.getByText('Username')).toHaveClass('own-label');
    rerender(<Form error="Enter a username" after={<button type="button">Show</button>} />);
    // On its row now (a new input element): the same id, in error.
    input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('id', 'login-username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a username');
    expect(screen.getByText('Enter a username')).toHaveClass('own-error');
    expect(screen.getByText('Enter a username')).toHaveAttribute('id', 'login-username-error');
    expect(input.parentElement).toHaveClass('own-row');
    expect(input.nextElementSibling).toBe(screen.getByRole('button', { name: 'Show' }));
  });
});
