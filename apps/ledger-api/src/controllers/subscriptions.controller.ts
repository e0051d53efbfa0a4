import { Body, Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CommandContext,
  RegisterSubscriptionDto,
  SubscriptionAnswer,
  SubscriptionRemovalAnswer,
  SubscriptionStatusAnswer,
  Viewer,
  Webhooks,
} from '@ledger/ledger';
import type { HttpReply, HttpRequest } from '../http/http';
import { Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { RequestScope, scopeOf } from '../http/scope';
import { Answers } from '../http/answers';
import { respond } from '../http/respond';

/** Who asks (null when authentication is off). */
const viewerOf = (req: HttpRequest): Viewer | null => {
  const principal = req.principal;
  return principal
    ? {
        keyId: principal.keyId,
        role: principal.role,
        scoped: principal.municipalities !== null,
      }
    : null;
};

@ApiTags('feed')
@Controller('v1/subscriptions')
export class SubscriptionsController {
  constructor(private readonly webhooks: Webhooks) {}

  @Post()
  @Roles('integration')
  @ApiOperation({
    summary: 'Subscribe a webhook: signed deliveries in order, at least once, retried with backoff',
  })
  @Answers(SubscriptionAnswer, 'command')
  async register(
    @Body() dto: RegisterSubscriptionDto,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    RequestScope.refuseScoped(scopeOf(req), 'a webhook subscription');
    const { created, registration } = await this.webhooks.register(
      { subscriptionId: dto.subscriptionId, url: dto.url, types: dto.types, secret: dto.secret },
      ctx,
    );
    return respond(res, { created, body: registration });
  }

  @Post(':subscriptionId/secret')
  @Roles('integration')
  @ApiOperation({
    summary:
      "Rotate a subscription's secret: the new one is shown once, here; the log records its fingerprint",
  })
  @Answers(SubscriptionAnswer, 'created')
  async rotate(
    @Param('subscriptionId') subscriptionId: string,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
  ) {
    return this.webhooks.rotateSecret(subscriptionId, viewerOf(req), ctx);
  }

  @Delete(':subscriptionId')
  @Roles('integration', 'admin')
  @ApiOperation({
    summary:
      'Remove a subscription (the key that registered it, or an admin key for every municipality; one scoped to some is answered 404): nothing more is delivered to it, on any host, and its secret is forgotten; its id is not registered again (register the new URL under another id). Removing it again answers the same removal, 200 both times',
  })
  @Answers(SubscriptionRemovalAnswer)
  remove(
    @Param('subscriptionId') subscriptionId: string,
    @Ctx() ctx: CommandContext,
    @Req() req: HttpRequest,
  ) {
    return this.webhooks.remove(subscriptionId, viewerOf(req), ctx);
  }

  @Get(':subscriptionId')
  @Roles('integration', 'auditor')
  @ApiOperation({
    summary: "A subscription's state: position delivered, deliveries, failures, last error",
  })
  @Answers(SubscriptionStatusAnswer)
  status(@Param('subscriptionId') subscriptionId: string, @Req() req: HttpRequest) {
    // only the key that registered it, and unscoped auditors, see a subscription
    return this.webhooks.status(subscriptionId, viewerOf(req));
  }
}
