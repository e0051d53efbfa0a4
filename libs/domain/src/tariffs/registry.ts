import type { Municipality } from '../account/account-events';
import { PAYMENT_METHODS } from '../account/payment-methods';
import { invalid, ruleViolation } from '../errors/domain-error';
import { northportTariff } from '../municipalities/northport/northport-tariff';
import { queensburyTariff } from '../municipalities/queensbury/queensbury';
import { watervlietTariff } from '../municipalities/watervliet/watervliet-tariff';
import { Chapter, CHAPTER_RULES, Tariff } from './tariff';

/** Every municipality the ledger serves. A new one is a module and a line here. */
export const MUNICIPALITIES: readonly Tariff[] = [
  northportTariff,
  watervlietTariff,
  queensburyTariff,
];

/** Their ids, for request validation, OpenAPI enums and event schemas. */
export const MUNICIPALITY_IDS: readonly string[] = MUNICIPALITIES.map((m) => m.municipality);

/** Every property class some municipality knows. */
export const PROPERTY_CLASSES: readonly string[] = [
  ...new Set(MUNICIPALITIES.flatMap((m) => m.propertyClasses)),
];

/** Every request field some municipality names its billing periods by. */
export const PERIOD_FIELDS: readonly string[] = [
  ...new Set(MUNICIPALITIES.map((m) => m.periods.field)),
];

/** The methods a municipality takes payments by: its own list, or the ledger's. */
export const paymentMethodsOf = (tariff: Tariff): readonly string[] =>
  tariff.paymentMethods ?? PAYMENT_METHODS;

/** Every method some municipality takes (the request's enum; each municipality checks its own). */
export const PAYMENT_METHOD_IDS: readonly string[] = [
  ...new Set(MUNICIPALITIES.flatMap(paymentMethodsOf)),
];

export function tariffOf(municipality: Municipality): Tariff {
  const tariff = MUNICIPALITIES.find((m) => m.municipality === municipality);
  if (!tariff)
    throw invalid(
      'municipality',
      `no municipality ${JSON.stringify(municipality)}: one of ${MUNICIPALITY_IDS.join(', ')}`,
    );
  return tariff;
}

/** Refuses a request for a chapter of law the municipality does not have, naming the rule (422). */
export function requireChapter(municipality: Municipality, chapter: Chapter, what: string): void {
  const tariff = tariffOf(municipality);
  if (!tariff.chapters.includes(chapter))
    throw ruleViolation(
      CHAPTER_RULES[chapter],
      `${what}: rule ${CHAPTER_RULES[chapter]} is not the law of the ${tariff.displayName}`,
    );
}
