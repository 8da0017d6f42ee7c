import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';

/** Options of {@link useZodForm}. */
export interface UseZodFormOptions {
  /** Awaited before each validation: what the schema's checks need loaded (the phone rules). */
  beforeValidate?: () => Promise<unknown>;
}

/**
 * react-hook-form driven by a zod schema that may change between renders (the captcha becomes
 * required, the country picker's rule, the registration settings arrive): the resolver reads the
 * latest schema at each validation. Validation runs on submit, then again as the visitor corrects a
 * field; the first invalid field gets focus; the values stay as typed whatever the submit's outcome
 * (nothing here resets them).
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
 * A field error in words. The schemas' messages are keys of this remote's namespace (translated at
 * render, so a language switch re-words them); errors set with type `server` (a message the server
 * or the phone provider wrote for that field, already in words) are shown as they came.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined => {
      if (!error?.message) return undefined;
      return error.type === 'server' ? error.message : String(t(error.message));
    },
    [t],
  );
}

/**
 * The accessibility attributes of an input and the id of its error line: `aria-invalid` and
 * `aria-describedby` only while the field has an error.
 */
export function errorAttributes(errorId: string, hasError: boolean) {
  return { 'aria-invalid': hasError ? true : undefined, 'aria-describedby': hasError ? errorId : undefined } as const;
}
