import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { isApiError } from 'shared-contracts';
import type { z } from 'zod/mini';

/**
 * react-hook-form with a zod schema that may change between renders (limits of the chosen channel,
 * the balance): the resolver always reads the latest schema. Errors focus the first invalid field;
 * values stay as typed after a failed submit.
 */
export function useZodForm<S extends z.ZodMiniType<unknown, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = (values, context, options) =>
    (zodResolver(schemaRef.current as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)(values, context, options);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Puts the platform's field errors (`request.field.invalid`, value `{fieldErrors}`) under the fields
 * they name; answers whether any field was set (otherwise the page shows the error itself). `fields`
 * lists the form's fields the platform names alike, or maps the platform's names to the form's
 * (`{ oldPaymentPassword: 'current' }`). The first field set gets focus.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[] | Readonly<Record<string, Path<V>>>,
): boolean {
  if (!isApiError(error) || !error.value || typeof error.value !== 'object') return false;
  const fieldErrors = (error.value as { fieldErrors?: Record<string, string> }).fieldErrors;
  if (!fieldErrors) return false;
  const pairs: [string, Path<V>][] = Array.isArray(fields)
    ? fields.map((field) => [field, field])
    : Object.entries(fields as Record<string, Path<V>>);
  let applied = false;
  for (const [name, field] of pairs) {
    const message = fieldErrors[name];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * The real guard against a double submit of a form's one call: a second submit in the same tick
 * still sees a stale `isPending` (the button is not disabled yet), so `start()` answers false while
 * a call is in flight; `end()` (the mutation's `onSettled`) opens it again.
 */
export function useInFlight() {
  const busy = useRef(false);
  return useRef({
    start: () => (busy.current ? false : (busy.current = true)),
    end: () => {
      busy.current = false;
    },
  }).current;
}
