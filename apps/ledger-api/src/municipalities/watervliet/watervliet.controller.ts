import { Body, Controller, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdoptWatervlietRatesCommand, AdoptWatervlietRatesDto, CommandContext } from '@ledger/ledger';
import type { Response } from 'express';
import { Roles } from '../../http/auth';
import { Ctx } from '../../http/request-context';
import { respond } from '../../http/respond';

@ApiTags('municipalities')
@Controller('v1/municipalities/watervliet')
export class WatervlietController {
  constructor(private readonly commands: CommandBus) {}

  @Post('rate-schedules')
  @Roles('finance')
  @ApiOperation({ summary: 'Adopt the amounts in force for a range of billing periods (W2)' })
  async adoptRates(@Body() dto: AdoptWatervlietRatesDto, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) res: Response) {
    return respond(res, await this.commands.execute(new AdoptWatervlietRatesCommand(dto, ctx)));
  }
}
