import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandContext, RegisterSubscriptionDto, Webhooks } from '@ledger/ledger';
import type { Request, Response } from 'express';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { RequestScope, scopeOf } from '../http/scope';

@ApiTags('feed')
@Controller('v1/subscriptions')
export class SubscriptionsController {
  constructor(private readonly webhooks: Webhooks) {}

  @Post()
  @Roles('integration')
  @ApiOperation({ summary: 'Subscribe a webhook: signed deliveries in order, at least once, retried with backoff' })
  async register(@Body() dto: RegisterSubscriptionDto, @Ctx() ctx: CommandContext, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    RequestScope.refuseScoped(scopeOf(req), 'a webhook subscription');
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
