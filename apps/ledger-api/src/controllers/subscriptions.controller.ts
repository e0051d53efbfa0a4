import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandContext, RegisterSubscriptionDto, Webhooks } from '@ledger/ledger';
import type { Response } from 'express';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';

@ApiTags('feed')
@Controller('v1/subscriptions')
export class SubscriptionsController {
  constructor(private readonly webhooks: Webhooks) {}

  @Post()
  @Roles('integration')
  @ApiOperation({ summary: 'Subscribe a webhook: signed deliveries in order, at least once, retried with backoff' })
  async register(@Body() dto: RegisterSubscriptionDto, @Ctx() ctx: CommandContext, @Res({ passthrough: true }) res: Response) {
    const { created, registration } = await this.webhooks.register({ subscriptionId: dto.subscriptionId, url: dto.url, types: dto.types, secret: dto.secret }, ctx);
    res.status(created ? 201 : 200);
    const { secret: _secret, ...shown } = registration;
    return shown;
  }

  @Get(':subscriptionId')
  @Roles('integration', 'auditor')
  @ApiOperation({ summary: 'A subscription\'s state: position delivered, deliveries, failures, last error' })
  status(@Param('subscriptionId') subscriptionId: string) {
    return this.webhooks.status(subscriptionId);
  }
}
