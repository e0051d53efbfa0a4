import type { Municipality } from '../account/account-events';
import { northportTariff } from '../northport/northport-tariff';
import { watervlietTariff } from '../watervliet/watervliet-tariff';
import type { Tariff } from './tariff';

/** Every municipality the ledger serves. A new one is a module and a line here. */
export const TARIFFS: Readonly<Record<Municipality, Tariff>> = {
  northport: northportTariff,
  watervliet: watervlietTariff,
};

export function tariffOf(municipality: Municipality): Tariff {
  const tariff = TARIFFS[municipality];
  if (!tariff) throw new Error(`no tariff for municipality ${municipality}`);
  return tariff;
}
