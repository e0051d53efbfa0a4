import type { Tariff } from '../tariffs/tariff';

/**
 * How a payment may be made (#25): a list, not any string (no emoji, no
 * bidirectional override in the deposit report). The API and the CSV imports
 * refuse a method outside it; the OpenAPI document publishes it as an enum.
 * Payments recorded before the list keep the method they were written with.
 */
const PAYMENT_METHODS = [
  'cash',
  'check',
  'money-order',
  'card',
  'ach',
  'lockbox',
  'online',
] as const;

/** The methods a municipality takes payments by: its own list, or the ledger's. */
export const paymentMethodsOf = (tariff: Pick<Tariff, 'paymentMethods'>): readonly string[] =>
  tariff.paymentMethods ?? PAYMENT_METHODS;
