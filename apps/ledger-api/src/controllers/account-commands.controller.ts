import { applyDecorators, Body, Controller, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '@ledger/ledger';
import type { Response } from 'express';
import { Answers } from '../http/answers';
import { ForChapter, Roles } from '../http/auth';
import { Ctx } from '../http/request-context';
import { respond } from '../http/respond';
import { ACCOUNT_COMMANDS, type AccountCommandRoute } from './account-commands';

/** Every command on one account (`ACCOUNT_COMMANDS`): one handler, a route per row. */
@ApiTags('accounts')
@Controller('v1/accounts')
export class AccountCommandsController {
  constructor(readonly commands: CommandBus) {}
}

/**
 * Adds a row's handler to the controller, decorated as a hand-written one
 * would be: the route, the roles, the chapter, the body's class (so that
 * validation and the OpenAPI schema come from its decorators), the path
 * parameters; 201 when something was written, 200 on a repeat (C8).
 */
function serve(row: AccountCommandRoute<unknown>): void {
  const prototype = AccountCommandsController.prototype as unknown as Record<string, unknown>;
  const path = `:accountId/${row.path}`;
  const handler = async function (
    this: AccountCommandsController,
    { accountId, ...params }: Record<string, string>,
    dto: unknown,
    ctx: CommandContext,
    res: Response,
  ) {
    return respond(res, await this.commands.execute(row.command(accountId!, dto, ctx, params)));
  };
  Object.defineProperty(handler, 'name', { value: row.name });
  const descriptor: PropertyDescriptor = { value: handler, writable: true, configurable: true };
  Object.defineProperty(prototype, row.name, descriptor);
  Reflect.defineMetadata(
    'design:paramtypes',
    [Object, row.dto, Object, Object],
    prototype,
    row.name,
  );
  Param()(prototype, row.name, 0);
  Body()(prototype, row.name, 1);
  Ctx()(prototype, row.name, 2);
  Res({ passthrough: true })(prototype, row.name, 3);
  applyDecorators(
    Post(path),
    Roles(...row.roles),
    ...(row.chapter ? [ForChapter(row.chapter)] : []),
    ApiOperation({ summary: row.summary }),
    Answers(row.answer, 'command') as MethodDecorator,
    ...[...path.matchAll(/:(\w+)/g)].map(([, name]) =>
      ApiParam({ name: name!, type: String, required: true }),
    ),
  )(prototype, row.name, descriptor);
}

for (const row of ACCOUNT_COMMANDS) serve(row);
