import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFormCall } from './form-submit';

interface Values {
  name: string;
}

function Form({ mutate, isWaiting = false }: { mutate: jest.Mock; isWaiting?: boolean }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { name: ' anna ' } });
  const onSubmit = useFormCall({ handleSubmit, mutate, toBody: (values: Values) => ({ name: values.name.trim() }), isWaiting });
  return (
    <form aria-label="form" onSubmit={onSubmit}>
      <input aria-label="name" {...register('name')} />
    </form>
  );
}

describe('useFormCall', () => {
  it('sends one call for two submits in the same tick, and another once the first settled', async () => {
    const mutate = jest.fn();
    render(<Form mutate={mutate} />);
    const form = screen.getByRole('form', { name: 'form' });
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledWith({ name: 'anna' }, expect.objectContaining({ onSettled: expect.any(Function) }));
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(mutate).toHaveBeenCalledTimes(1);
    act(() => (mutate.mock.calls[0] as [unknown, { onSettled: () => void }])[1].onSettled());
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(mutate).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while the rules it checks are loading', async () => {
    const mutate = jest.fn();
    render(<Form mutate={mutate} isWaiting />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'form' }));
    });
    expect(mutate).not.toHaveBeenCalled();
  });
});
