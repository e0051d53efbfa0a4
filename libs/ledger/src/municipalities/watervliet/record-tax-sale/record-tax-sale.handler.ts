import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import {
  accountDecider,
  assertSameTaxSale,
  formatAmount,
  ListForTaxSale,
  parseAmount,
  RecordTaxSale,
  Recorded,
  refuseDayToCome,
  requireChapter,
  sum,
  taxSaleDecider,
  TaxSaleRecorded,
  taxSaleStream,
  type AccountEvent,
  type AccountState,
} from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { AccountDirectory } from '../../../account-directory/account-directory';
import { Clock } from '../../../infrastructure/clock';
import { causedBy, CommandContext } from '../../../infrastructure/command-context';
import {
  EventSourcedRepository,
  type Loaded,
} from '../../../infrastructure/event-sourced-repository';
import { callerIdentity } from '../../../infrastructure/event-identity';
import { SMALL_CACHE } from '../../../infrastructure/state-cache';
import { AccountRepository } from '../../../infrastructure/repositories';
import { accountStream } from '../../../infrastructure/streams';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { NO_PROGRESS, Progress } from '../../../jobs/progress';
import type { RecordTaxSaleDto } from './record-tax-sale.dto';

const MUNICIPALITY = 'watervliet';
/** Accounts listed per append: one durable commit for the chunk. */
const CHUNK = 100;

/** What the command carries. */
interface RecordTaxSaleParams {
  readonly dto: RecordTaxSaleDto;
  readonly context: CommandContext;
  readonly progress: Progress;
}

export class RecordTaxSaleCommand
  extends Command<Awaited<ReturnType<RecordTaxSaleHandler['execute']>>>
  implements RecordTaxSaleParams
{
  constructor(
    readonly dto: RecordTaxSaleDto,
    readonly context: CommandContext,
    readonly progress: Progress = NO_PROGRESS,
  ) {
    super();
  }
}

/**
 * W3: a tax sale. Every account with rent unpaid the day before is listed
 * (its bills bear the further 10% a year from the sale), the advertising cost
 * is charged once per parcel, then the sale is recorded under its id: the same
 * sale again answers what it did (C8), and an interrupted one is finished by
 * sending it again (each account's listing is idempotent).
 */
@CommandHandler(RecordTaxSaleCommand)
export class RecordTaxSaleHandler implements ICommandHandler<RecordTaxSaleCommand> {
  private readonly sales: EventSourcedRepository<
    RecordTaxSale,
    TaxSaleRecorded,
    Recorded<TaxSaleRecorded> | null
  >;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly clock: Clock,
    private readonly accounts: AccountRepository,
    private readonly directory: AccountDirectory,
  ) {
    this.sales = new EventSourcedRepository(
      store,
      taxSaleDecider,
      clock,
      SMALL_CACHE,
      callerIdentity((c) => c.sale.taxSaleId),
    );
  }

  async execute({ dto, context, progress }: RecordTaxSaleParams) {
    requireChapter(MUNICIPALITY, 'tax-sale', 'a tax sale');
    // C3/C10 on the command itself, before any account is read: a sale dated tomorrow is refused with or without accounts
    refuseDayToCome(dto.saleDate, this.clock.today(), 'a tax sale on');
    const stream = taxSaleStream(MUNICIPALITY, dto.taxSaleId);
    const previous = await this.sales.load(stream);
    assertSameTaxSale(previous.state, dto.saleDate, dto.advertisingCost);
    if (previous.state)
      return { created: false, body: view(previous.state.data, previous.state.recordedAt) };

    const today = this.clock.today();
    const listings = (await this.directory.list(MUNICIPALITY)).sort(
      (a, b) => a.parcelId.localeCompare(b.parcelId) || a.accountId.localeCompare(b.accountId),
    );
    const charged = new Map<string, string>();
    let accountsListed = 0;
    // what this request wrote: a twin request for the same sale may have listed an account first
    let wrote = false;
    progress.total(listings.length);
    for (let i = 0; i < listings.length; i += CHUNK) {
      const items: Array<{
        streamId: string;
        loaded: Loaded<AccountState>;
        command: ListForTaxSale;
        decided: AccountEvent[];
      }> = [];
      for (const listing of listings.slice(i, i + CHUNK)) {
        const streamId = accountStream(listing.accountId);
        const loaded = await this.accounts.load(streamId);
        const before = loaded.state.taxSales.get(dto.taxSaleId);
        if (before) {
          // listed by an interrupted run of this sale
          accountsListed++;
          if (before.data.advertising !== '0.00')
            charged.set(listing.parcelId, before.data.advertising);
          continue;
        }
        // W3: once per parcel, on the first of its accounts that is listed
        const command: ListForTaxSale = {
          kind: 'ListForTaxSale',
          taxSaleId: dto.taxSaleId,
          saleDate: dto.saleDate,
          advertisingCost: dto.advertisingCost,
          chargeAdvertising: !charged.has(listing.parcelId),
          today,
        };
        const decided = accountDecider.decide(command, loaded.state);
        if (decided.length === 0) continue;
        accountsListed++;
        if (decided.some((e) => e.type === 'ChargeAssessed'))
          charged.set(listing.parcelId, dto.advertisingCost);
        items.push({ streamId, loaded, command, decided });
      }
      for (const { written } of await this.accounts.executeMany(
        items,
        causedBy(context, `tax-sale:${dto.taxSaleId}`),
      ))
        if (written.length > 0) wrote = true;
      progress.advance(Math.min(CHUNK, listings.length - i));
    }
    const sale = {
      taxSaleId: dto.taxSaleId,
      municipality: MUNICIPALITY,
      saleDate: dto.saleDate,
      advertisingCost: dto.advertisingCost,
      parcels: charged.size,
      accounts: accountsListed,
      advertising: formatAmount(sum([...charged.values()].map(parseAmount))),
    };
    const { state, written } = await this.sales.execute(
      stream,
      { kind: 'RecordTaxSale', sale },
      context,
    );
    return { created: wrote || written.length > 0, body: view(state!.data, state!.recordedAt) };
  }
}

function view(sale: TaxSaleRecorded['data'], recordedAt: string) {
  return { ...sale, recordedAt };
}
