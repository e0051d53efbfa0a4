import type { Municipality } from '../account/account-events';
import { paymentMethodsOf } from '../account/payment-methods';
import { invalid, ruleViolation } from '../errors/domain-error';
import { Chapter, CHAPTER_RULES, Tariff } from './tariff';

/**
 * A registry of municipalities from their tariffs: what `registry.ts` serves
 * (the three in production), and what a test builds to prove a plug-in
 * (`testing/example-town/`) fits without an edit of generic code.
 */
export function registryOf(tariffs: readonly Tariff[]) {
  /** Their ids, for request validation, OpenAPI enums and event schemas. */
  const MUNICIPALITY_IDS: readonly string[] = tariffs.map((m) => m.municipality);

  function tariffOf(municipality: Municipality): Tariff {
    const tariff = tariffs.find((m) => m.municipality === municipality);
    if (!tariff)
      throw invalid(
        'municipality',
        `no municipality ${JSON.stringify(municipality)}: one of ${MUNICIPALITY_IDS.join(', ')}`,
      );
    return tariff;
  }

  return {
    MUNICIPALITIES: tariffs,
    MUNICIPALITY_IDS,
    /** Every property class some municipality knows. */
    PROPERTY_CLASSES: [...new Set(tariffs.flatMap((m) => m.propertyClasses))] as readonly string[],
    /** Every request field some municipality names its billing periods by. */
    PERIOD_FIELDS: [...new Set(tariffs.map((m) => m.periods.field))] as readonly string[],
    /** Every method some municipality takes (the request's enum; each municipality checks its own). */
    PAYMENT_METHOD_IDS: [...new Set(tariffs.flatMap(paymentMethodsOf))] as readonly string[],
    tariffOf,
    /** Refuses a request for a chapter of law the municipality does not have, naming the rule (422). */
    requireChapter(municipality: Municipality, chapter: Chapter, what: string): void {
      const tariff = tariffOf(municipality);
      if (!tariff.chapters.includes(chapter))
        throw ruleViolation(
          CHAPTER_RULES[chapter],
          `${what}: rule ${CHAPTER_RULES[chapter]} is not the law of the ${tariff.displayName}`,
        );
    },
  };
}
