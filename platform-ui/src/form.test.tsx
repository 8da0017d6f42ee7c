import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from 'shared-contracts';
import { z } from 'zod/mini';
import { TextField } from './field';
import { applyServerErrors, errorAttributes, useFieldErrorText, useInFlight, useZodForm } from './form';
import { createTestI18n, renderWithKit } from './testing/render-with-kit';

const refusal = (fieldErrors: Record<string, string>) =>
  new ApiError({ kind: 'platform', endpointId: 'x', errorCode: 'request.field.invalid', value: { fieldErrors } });

function AmountForm({ min, onValid }: { min: number; onValid: (values: { amount: string }) => void }) {
  const schema = z.object({ amount: z.string().check(z.refine((value) => Number(value) >= min, 'test:amount.tooLow')) });
  const form = useZodForm(schema, { amount: '' });
  const errorText = useFieldErrorText({ min });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Amount" field={form.register('amount')} error={errorText(form.formState.errors.amount)} />
      <button type="submit">Send</button>
    </form>
  );
}

function ChangingMin({ onValid }: { onValid: (values: { amount: string }) => void }) {
  const [min, setMin] = useState(10);
  return (
    <>
      <button type="button" onClick={() => setMin(1)}>
        Lower
      </button>
      <AmountForm min={min} onValid={onValid} />
    </>
  );
}

describe('useZodForm with TextField', () => {
  it('shows the translated schema error under the input, marks it invalid and describes it by the error', async () => {
    const i18n = createTestI18n();
    i18n.addResource(i18n.language, 'test', 'amount.tooLow', 'At least {{min}}');
    const onValid = jest.fn();
    renderWithKit(
      <I18nextProvider i18n={i18n}>
        <ChangingMin onValid={onValid} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText('Amount');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('At least 10');
    expect(input).toHaveFocus();
    // The resolver reads the schema of the last render.
    fireEvent.click(screen.getByRole('button', { name: 'Lower' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ amount: '5' }, expect.anything()));
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
  });
});

describe('applyServerErrors', () => {
  it('puts the named fields’ messages under the fields as server errors, focusing the first only', () => {
    const setError = jest.fn();
    expect(applyServerErrors(refusal({ amount: 'Too much', other: 'x', account: 'Unknown' }), setError, ['amount', 'account'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['amount', { type: 'server', message: 'Too much' }, { shouldFocus: true }],
      ['account', { type: 'server', message: 'Unknown' }, { shouldFocus: false }],
    ]);
  });

  it('maps the platform’s field names to the form’s', () => {
    const setError = jest.fn();
    expect(applyServerErrors(refusal({ oldPaymentPassword: 'Wrong' }), setError, { oldPaymentPassword: 'current' })).toBe(true);
    expect(setError).toHaveBeenCalledWith('current', { type: 'server', message: 'Wrong' }, { shouldFocus: true });
  });

  it('answers false when no field of the form is named, or the error is no refusal', () => {
    const setError = jest.fn();
    expect(applyServerErrors(refusal({ other: 'x' }), setError, ['amount'])).toBe(false);
    expect(applyServerErrors(new Error('boom'), setError, ['amount'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('useFieldErrorText', () => {
  const wrapperFor = () => {
    const i18n = createTestI18n();
    i18n.addResource(i18n.language, 'test', 'validation.min', 'At least {{min}}');
    return ({ children }: { children: React.ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  };

  it('translates schema keys with the params, shows server messages and plain text as they came', () => {
    const { result } = renderHook(() => useFieldErrorText({ min: '$10.00' }), { wrapper: wrapperFor() });
    expect(result.current('validation.min')).toBe('At least $10.00');
    expect(result.current({ type: 'custom', message: 'validation.min' })).toBe('At least $10.00');
    expect(result.current({ type: 'server', message: 'validation.min' })).toBe('validation.min');
    expect(result.current('Amount: too much.')).toBe('Amount: too much.');
    expect(result.current(undefined)).toBeUndefined();
    expect(result.current({ type: 'required', message: '' })).toBeUndefined();
  });
});

describe('errorAttributes', () => {
  it('describes and marks the input only while it has an error', () => {
    expect(errorAttributes('e1', true)).toEqual({ 'aria-invalid': true, 'aria-describedby': 'e1' });
    expect(errorAttributes('e1', false)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});

describe('useInFlight', () => {
  it('lets one call start until it ends', () => {
    const { result } = renderHook(() => useInFlight());
    act(() => undefined);
    expect(result.current.start()).toBe(true);
    expect(result.current.start()).toBe(false);
    result.current.end();
    expect(result.current.start()).toBe(true);
  });
});
