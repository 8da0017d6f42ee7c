import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from 'shared-contracts';
import type { z } from 'zod/mini';

/** Options of {@link useZodForm}. */
export interface UseZodFormOptions {
  /** Awaited before each validation: what the schema's checks need loaded (the phone rules). */
  beforeValidate?: () => Promise<unknown>;
}

/**
 * react-hook-form driven by a zod schema that may change between renders (a channel's limits, the
 * balance, a captcha that becomes required): the resolver reads the latest schema at each
 * validation. Validation runs on submit, then again as the user corrects a field; the first invalid
 * field gets focus; the values stay as typed whatever the submit's outcome (nothing here resets them).
 */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { beforeValidate }: UseZodFormOptions = {},
) {
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const beforeRef = useRef(beforeValidate);
  beforeRef.current = beforeValidate;
  const resolver = useCallback<Resolver<z.input<S>, unknown, z.output<S>>>(async (values, context, options) => {
    await beforeRef.current?.();
    return (zodResolver(schemaRef.current as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)(values, context, options);
  }, []);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Puts the platform's field errors (`value.fieldErrors` of a refusal, shared-contracts'
 * `apiFieldErrors`) under the fields they name, as errors of type `server` (shown as they came);
 * answers whether any field was set (otherwise the caller shows the error itself). `fields` lists
 * the form's fields the platform names alike, or maps the platform's names to the form's
 * (`{ oldPaymentPassword: 'current' }`). The first field set gets focus.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[] | Readonly<Record<string, Path<V>>>,
): boolean {
  const fieldErrors = apiFieldErrors(error);
  const pairs: [string, Path<V>][] = Array.isArray(fields)
    ? (fields as readonly Path<V>[]).map((field) => [field, field])
    : Object.entries(fields as Readonly<Record<string, Path<V>>>);
  let applied = false;
  for (const [name, field] of pairs) {
    const message = Object.hasOwn(fieldErrors, name) ? fieldErrors[name] : undefined;
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** A field's error as react-hook-form keeps it, or only its message. */
export type FieldErrorLike = Pick<FieldError, 'type' | 'message'> | string | undefined;

/**
 * A field error in words, in the app's own namespace. The schemas' messages are translation keys
 * (translated at render with `params`, e.g. limits already formatted, so a language switch re-words
 * them); an error of type `server` (the platform's or a provider's message for that field, already
 * in words) and a message that is no key are shown as they came.
 */
export function useFieldErrorText(params: Readonly<Record<string, string | number>> = {}) {
  const { t, i18n } = useTranslation();
  const serialised = JSON.stringify(params);
  return useCallback(
    (error: FieldErrorLike): string | undefined => {
      const message = typeof error === 'string' ? error : error?.message;
      if (!message) return undefined;
      if (typeof error === 'object' && error.type === 'server') return message;
      // A text that is no key of the app's namespaces (the platform's words) is shown as it came.
      if (!i18n.exists(message)) return message;
      return String(t(message, JSON.parse(serialised) as Record<string, string | number>));
    },
    [t, i18n, serialised],
  );
}

/**
 * The accessibility attributes of an input and the id of its error line: `aria-invalid` and
 * `aria-describedby` only while the field has an error.
 */
export function errorAttributes(errorId: string, hasError: boolean) {
  return { 'aria-invalid': hasError ? true : undefined, 'aria-describedby': hasError ? errorId : undefined } as const;
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
