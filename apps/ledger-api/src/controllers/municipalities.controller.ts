import { Type } from '@sinclair/typebox';
import { Answers } from '../http/answers';
import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CHAPTER_RULES, MUNICIPALITIES, MUNICIPALITY_IDS, paymentMethodsOf } from '@ledger/domain';
import {
  AdoptRatesCommand,
  AsOfQueryDto,
  CommandContext,
  GetRateSchedulesQuery,
  GetMunicipalityProfileQuery,
  MunicipalityProfileAnswer,
  MunicipalityProfileDto,
  PlugInRateScheduleAnswer,
  RateSchedulesAnswer,
  RecordMunicipalityProfileCommand,
  ROLES,
} from '@ledger/ledger';
import type { HttpReply } from '../http/http';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';

/**
 * The municipalities the ledger serves, each a plug-in of the registry: what
 * a service bureau's integrator reads to know how to call the rest of the API.
 */
/** A municipality the ledger serves, and the law it has. */
const MunicipalitiesAnswer = Type.Array(
  Type.Object({
    municipality: Type.String(),
    displayName: Type.String(),
    tariff: Type.String({
      description: 'the tariff and rule version its bills are rendered under',
    }),
    period: Type.Object({ kind: Type.String(), field: Type.String(), example: Type.String() }),
    propertyClasses: Type.Array(Type.String()),
    accountChoices: Type.Object(
      {
        districts: Type.Array(Type.String()),
        exemptions: Type.Array(Type.String()),
        locations: Type.Array(Type.String()),
      },
      {
        description:
          'what an account may say besides its class: its sewer districts (Q1: one is required where any is listed), its exemptions (N2) and locations; an account naming another is refused (422)',
      },
    ),
    nonDischargedWaterDeductedFor: Type.Array(Type.String(), {
      description:
        'N3/N12: the property classes whose bill deducts water metered as never reaching the sewer (meteredNonDischargedGallons); empty where the law bills the gallons metered and such a reading is refused (422)',
    }),
    paymentMethods: Type.Array(Type.String(), {
      description: 'the methods it takes payments by (a payment by another is refused, 400)',
    }),
    chapters: Type.Array(Type.Object({ chapter: Type.String(), rule: Type.String() })),
    rules: Type.Array(Type.String()),
    accrues: Type.Union([Type.Literal('penalties'), Type.Literal('interest')], {
      description:
        'what accrues on rent left unpaid, as its documents name it: penalties (N4, Q3) or interest (W1)',
    }),
    lienCutoff: Type.Union(
      [
        Type.Object({
          monthDay: Type.String({ pattern: '^\\d{2}-\\d{2}$', example: '10-31' }),
          taxYearAfter: Type.Integer({ minimum: 0 }),
        }),
        Type.Null(),
      ],
      {
        description:
          "Q4: the day of the year (MM-DD) a lien statement's arrears are computed to, and the years from its cut-off to the tax roll they are levied on; null where the Board chooses the cut-off (N9, W3)",
      },
    ),
  }),
  { title: 'MunicipalitiesAnswer' },
);

/** The municipalities whose rate schedules this route adopts (Northport and Watervliet have their own typed routes). */
const PLUG_INS = MUNICIPALITIES.filter((m) => m.rates.adopt && m.rates.adoptionRequest);

@ApiTags('municipalities')
@Controller('v1/municipalities')
export class MunicipalitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Roles(...ROLES)
  @ApiOperation({
    summary:
      'Every municipality: its display name, how it names billing periods (and the request field), its property classes, its optional chapters and its rule ids',
  })
  @Answers(MunicipalitiesAnswer)
  list() {
    return MUNICIPALITIES.map((m) => ({
      municipality: m.municipality,
      displayName: m.displayName,
      tariff: m.version,
      period: { kind: m.periods.kind, field: m.periods.field, example: m.periods.example },
      propertyClasses: m.propertyClasses,
      accountChoices: {
        districts: [...m.accountChoices.districts],
        exemptions: [...m.accountChoices.exemptions],
        locations: [...m.accountChoices.locations],
      },
      nonDischargedWaterDeductedFor: [...m.nonDischargedWaterDeductedFor],
      paymentMethods: paymentMethodsOf(m),
      chapters: m.chapters.map((c) => ({ chapter: c, rule: CHAPTER_RULES[c] })),
      rules: m.rules,
      accrues: m.wording.accrues,
      lienCutoff: m.lienCutoff ?? null,
    }));
  }

  /** Registered after the typed Northport and Watervliet routes, which answer their own paths first. */
  @Post(':municipality/rate-schedules')
  @Roles('finance')
  @ApiParam({ name: 'municipality', enum: PLUG_INS.map((m) => m.municipality) })
  @ApiBody({
    description: `The municipality's own schedule: ${PLUG_INS.map((m) => m.displayName).join(', ')}`,
    schema: { oneOf: PLUG_INS.map((m) => JSON.parse(JSON.stringify(m.rates.adoptionRequest))) },
  })
  @ApiOperation({
    summary:
      'Adopt a rate schedule of a plug-in municipality (Q1: per district, effective-dated); the same schedule again answers 200',
  })
  @Answers(PlugInRateScheduleAnswer, 'command')
  async adopt(
    @Param('municipality') municipality: string,
    @Body() body: Record<string, unknown>,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(
      res,
      await this.commands.execute(new AdoptRatesCommand(municipality, body ?? {}, ctx)),
    );
  }

  @Get(':municipality/rate-schedules')
  @Roles(...ROLES)
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      "The rate schedules adopted around a date (default today), each in the municipality's own shape (N5: fiscal year and rate per 1,000 gallons; W2: effective period and unit rates; Q1: district and effective date) with its adoption date, those in force on the date marked `inForce`",
  })
  @Answers(RateSchedulesAnswer)
  rateSchedules(@Param('municipality') municipality: string, @Query() query: AsOfQueryDto) {
    return this.queries.execute(new GetRateSchedulesQuery(municipality, query.asOf));
  }

  @Get(':municipality/profile')
  @Roles(...ROLES)
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      'The office profile every document prints (name, remit-to and return addresses, phone, hours, note); profile null where none is set yet',
  })
  @Answers(MunicipalityProfileAnswer)
  profile(@Param('municipality') municipality: string) {
    return this.queries.execute(new GetMunicipalityProfileQuery(municipality));
  }

  @Put(':municipality/profile')
  @Roles('finance')
  @ApiParam({ name: 'municipality', enum: [...MUNICIPALITY_IDS] })
  @ApiOperation({
    summary:
      'Set the office profile (a new fact each time it changes; the same profile again answers 200); documents print the latest as known at their instant',
  })
  @Answers(MunicipalityProfileAnswer, 'command')
  async setProfile(
    @Param('municipality') municipality: string,
    @Body() dto: MunicipalityProfileDto,
    @Ctx() ctx: CommandContext,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return respond(
      res,
      await this.commands.execute(
        new RecordMunicipalityProfileCommand(
          municipality,
          {
            officeName: dto.officeName,
            remitTo: dto.remitTo,
            returnAddress: dto.returnAddress,
            phone: dto.phone,
            hours: dto.hours,
            note: dto.note ?? null,
          },
          ctx,
        ),
      ),
    );
  }
}
