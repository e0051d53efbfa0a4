import { Body, Controller, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdoptRateScheduleCommand, AdoptRateScheduleDto, CommandContext } from '@ledger/ledger';
import type { Response } from 'express';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';

@ApiTags('municipalities')
@Controller('v1/municipalities/northport')
export class NorthportController {
  constructor(private readonly commands: CommandBus) {}

  @Post('rate-schedules')
  @ApiOperation({ summary: 'Adopt the fiscal year\'s rate per 1,000 gallons (N5)' })
  async adoptRate(@Body() dto: AdoptRateScheduleDto, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) res: Response) {
    return respond(res, await this.commands.execute(new AdoptRateScheduleCommand(dto, ctx)));
  }
}
