import { Module } from '@nestjs/common';
import { AdoptRatesHandler } from '../adopt-rates/adopt-rates.handler';
import { GetRateSchedulesHandler } from '../get-rate-schedules/get-rate-schedules.handler';
import { BillRunHandler } from '../bill-run/bill-run.handler';
import { GetLienStatementHandler } from '../get-lien-statement/get-lien-statement.handler';
import { LevyLienStatementHandler } from '../levy-lien-statement/levy-lien-statement.handler';
import { GetMunicipalityProfileHandler } from '../municipality-profile/get-municipality-profile.handler';
import { RecordMunicipalityProfileHandler } from '../municipality-profile/record-municipality-profile.handler';
import { PenaltyRunHandler } from '../penalty-run/penalty-run.handler';
import { PrepareLienStatementHandler } from '../prepare-lien-statement/prepare-lien-statement.handler';

/** The treasurer's and the Board's runs over a municipality: bill runs, penalty runs, lien statements and their levy, a plug-in's rate schedules (N1, N4, N9, C7, Q1), and the office profile every document prints. */
@Module({
  providers: [
    BillRunHandler,
    PenaltyRunHandler,
    PrepareLienStatementHandler,
    GetLienStatementHandler,
    LevyLienStatementHandler,
    AdoptRatesHandler,
    GetRateSchedulesHandler,
    RecordMunicipalityProfileHandler,
    GetMunicipalityProfileHandler,
  ],
})
export class RunsModule {}
