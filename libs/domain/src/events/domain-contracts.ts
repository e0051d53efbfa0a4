import { ACCOUNT_EVENT_CONTRACTS } from '../account/account-events';
import { BillRunCompletedV1 } from '../bill-run/bill-run';
import { LienStatementLeviedV1, LienStatementPreparedV1 } from '../liens/lien-statement';
import { SewerRentBudgetAdoptedV1 } from '../municipalities/northport/budget';
import { UtilizationFormRequiredV1 } from '../municipalities/northport/form-requirements';
import { MunicipalityProfileRecordedV1 } from '../office/municipality-profile';
import { TaxSaleRecordedV1 } from '../municipalities/watervliet/tax-sale-record';
import type { EventContract } from './contract';
import { OpeningBalancesConvertedV1 } from '../conversion/conversion-record';

/**
 * The current contract of every event the domain decides (a rate schedule's
 * aside: its data is each municipality's own, `Tariff.rates.eventDataSchema`).
 */
export const DOMAIN_EVENT_CONTRACTS: readonly EventContract[] = [
  ...ACCOUNT_EVENT_CONTRACTS,
  BillRunCompletedV1,
  LienStatementPreparedV1,
  LienStatementLeviedV1,
  SewerRentBudgetAdoptedV1,
  UtilizationFormRequiredV1,
  TaxSaleRecordedV1,
  OpeningBalancesConvertedV1,
  MunicipalityProfileRecordedV1,
];
