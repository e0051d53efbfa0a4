import { PAYMENT_METHODS } from '../account/payment-methods';
import { northportTariff } from '../municipalities/northport/northport-tariff';
import { queensburyTariff } from '../municipalities/queensbury/queensbury';
import { watervlietTariff } from '../municipalities/watervliet/watervliet-tariff';
import { registryOf } from './registry-of';
import type { Tariff } from './tariff';

/**
 * Every municipality the ledger serves. A new one is a module and a line
 * here (README: "Adding a municipality"). What is derived from the list (ids,
 * property classes, period fields, payment methods, `tariffOf`,
 * `requireChapter`) is
 * `registryOf`'s.
 */
export const {
  MUNICIPALITIES,
  MUNICIPALITY_IDS,
  PROPERTY_CLASSES,
  PERIOD_FIELDS,
  PAYMENT_METHOD_IDS,
  tariffOf,
  requireChapter,
} = registryOf([northportTariff, watervlietTariff, queensburyTariff]);

/** The methods a municipality takes payments by: its own list, or the ledger's. */
export const paymentMethodsOf = (tariff: Tariff): readonly string[] =>
  tariff.paymentMethods ?? PAYMENT_METHODS;
