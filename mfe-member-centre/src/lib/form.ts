import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { isApiError } from 'shared-contracts';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema that may change between renders (limits of the chosen channel,
 * the balance): the resolver always reads the latest schema. Errors focus the first invalid field;
 * values stay as typed after a failed submit.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = (values, context, options) =>
    (zodResolver(schemaRef.current as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)(values, context, options);
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, shouldFocusError: true, mode: 'onSubmit', reValidateMode: 'onChange' });
}

/**
 * Puts the platform's field errors (`request.field.invalid`, value `{fieldErrors}`) under the fields
 * they name; answers whether any field was set (otherwise the page shows the error itself).
 */
export function applyServerFieldErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, fields: readonly Path<V>[]): boolean {
  if (!isApiError(error) || !error.value || typeof error.value !== 'object') return false;
  const fieldErrors = (error.value as { fieldErrors?: Record<string, string> }).fieldErrors;
  if (!fieldErrors) return false;
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
