import { northportTariff } from '../municipalities/northport/northport-tariff';
import { queensburyTariff } from '../municipalities/queensbury/queensbury';
import { watervlietTariff } from '../municipalities/watervliet/watervliet-tariff';
import { registryOf } from './registry-of';

/**
 * Every municipality the ledger serves. A new one is a module and a line
 * here (libs/domain/ADDING-A-MUNICIPALITY.md). What is derived from the list
 * (ids, property classes, period fields, payment methods, `tariffOf`,
 * `requireChapter`) is `registryOf`'s.
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
