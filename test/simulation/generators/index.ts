import fc from 'fast-check';
import type { Simulation } from '../simulation';
import { badInput, clock, conflict, replay } from './abuse';
import { openAccount, ownerChange, reclassify, unitFacts } from './accounts';
import { bill, billRun, budget, rates } from './billing';
import { convert } from './conversion';
import { voidAndReplace } from './corrections';
import type { Generator } from './generator';
import { officeProfile } from './office';
import { accountImport, paymentImport, payment, returnedCheck } from './payments';
import { actualReading, estimatedReading, usageImport, waterUsage } from './readings';
import {
  decideApplication,
  fileApplication,
  refund,
  utilizationForms,
  waiver,
  waiverThenReturnedCheck,
  waiverThenCorrected,
  grantThenCorrected,
} from './relief';
import { levy, lienStatement, penaltyRun, taxSale } from './runs';
import { subscriptionLifecycle } from './webhooks';

/** Every kind of step, with how often it comes. */
export const GENERATORS: readonly Generator[] = [
  openAccount,
  ownerChange,
  reclassify,
  unitFacts,
  waterUsage,
  usageImport,
  estimatedReading,
  actualReading,
  rates,
  budget,
  bill,
  voidAndReplace,
  convert,
  billRun,
  payment,
  returnedCheck,
  paymentImport,
  accountImport,
  penaltyRun,
  lienStatement,
  levy,
  taxSale,
  fileApplication,
  decideApplication,
  refund,
  waiver,
  waiverThenReturnedCheck,
  waiverThenCorrected,
  grantThenCorrected,
  utilizationForms,
  officeProfile,
  subscriptionLifecycle,
  replay,
  conflict,
  badInput,
  clock,
];

/** One step of a history for fast-check's model-based runner: a generator's intent, planned when it runs. */
export class Step implements fc.AsyncCommand<Simulation, object> {
  constructor(
    readonly generator: Generator,
    readonly intent: unknown,
  ) {}
  check = () => true;
  async run(sim: Simulation): Promise<void> {
    await sim.step(this.generator.plan(sim.world, this.intent));
  }
  toString = () => `${this.generator.name} ${JSON.stringify(this.intent)}`;
}

/** Histories of up to `steps` steps, each step drawn by weight. */
export const histories = (steps: number) =>
  fc.commands(
    GENERATORS.flatMap((g) =>
      Array.from({ length: g.weight }, () => g.arbitrary.map((i) => new Step(g, i))),
    ),
    { maxCommands: steps, size: 'max' },
  );
