import { z } from 'zod/mini';

/**
 * Form rules shared by the money pages (spec §5). Messages are keys of this remote's `validation`
 * translations; the page fills in the numbers (`min`, `max`, `balance`).
 */
export const VALIDATION = {
  required: 'validation.required',
  amountFormat: 'validation.amountFormat',
  amountMin: 'validation.amountMin',
  amountMax: 'validation.amountMax',
  amountBalance: 'validation.amountBalance',
  remarkLength: 'validation.remarkLength',
  paymentPassword: 'validation.paymentPassword',
  passwordMatch: 'validation.passwordMatch',
  cardNumber: 'validation.cardNumber',
  nameLength: 'validation.nameLength',
} as const;

/** Remark and feedback limit (spec §5, §9). */
export const REMARK_MAX = 140;

/** A typed amount: digits with at most 2 decimals. */
const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/** Limits an amount must respect. */
export interface AmountLimits {
  min?: number | undefined;
  max?: number | undefined;
  /** The money available (a transfer or withdrawal cannot exceed it). */
  available?: number | undefined;
}

/** The amount field as typed (a string) to a number, checked against the limits. */
export function amountSchema({ min, max, available }: AmountLimits = {}) {
  return z
    .pipe(
      z.string().check(z.trim(), z.minLength(1, VALIDATION.required), z.regex(AMOUNT_TEXT, VALIDATION.amountFormat)),
      z.transform(Number),
    )
    .check(
      z.refine((n) => n > 0, VALIDATION.amountFormat),
      z.refine((n) => min === undefined || n >= min, VALIDATION.amountMin),
      z.refine((n) => max === undefined || n <= max, VALIDATION.amountMax),
      z.refine((n) => available === undefined || n <= available, VALIDATION.amountBalance),
    );
}

/** An optional remark of at most 140 characters. */
export const remarkSchema = z.string().check(z.trim(), z.maxLength(REMARK_MAX, VALIDATION.remarkLength));

/** A payment password: 6 digits. */
export const paymentPasswordFieldSchema = z.string().check(z.regex(/^\d{6}$/, VALIDATION.paymentPassword));

/** A bank card or account number: 10 to 19 digits (spaces and dashes ignored). */
export const cardNumberFieldSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s) => s.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{10,19}$/, VALIDATION.cardNumber)),
);
