import { screen } from '@testing-library/react';
import { Field } from './field';
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
    expect(input).toHaveAttribute('aria-invalid', 'false');
    rerender(
      <Field label="Amount" hint="Between 10 and 100" error="Too little">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Between 10 and 100 Too little');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('describes nothing without a hint or an error', () => {
    renderWithKit(<Field label="Remark">{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Remark' })).not.toHaveAttribute('aria-describedby');
  });
});
