import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Type } from '@sinclair/typebox';
import { nullable, oneOf } from '@ledger/domain';
import { ROLES } from '@ledger/ledger';
import { Answers } from '../http/answers';
import type { HttpRequest } from '../http/http';
import { Roles } from '../http/auth';
import { commandContextOf } from '../http/request-context';

/** Who is signed in (`authentication: off` in development, where no key is asked). */
const MeAnswer = Type.Object(
  {
    actor: Type.String(),
    role: nullable(oneOf(...ROLES)),
    keyId: nullable(Type.String()),
    municipalities: nullable(Type.Array(Type.String())),
    authentication: oneOf('on', 'off'),
  },
  { title: 'MeAnswer' },
);

@ApiTags('auth')
@Controller('v1/me')
export class MeController {
  @Get()
  @Roles(...ROLES)
  @ApiOperation({
    summary:
      "Who is signed in: the key's holder, role and the municipalities it acts for (null: all)",
  })
  @Answers(MeAnswer)
  me(@Req() req: HttpRequest) {
    const principal = req.principal;
    if (!principal)
      return {
        actor: commandContextOf(req).actor,
        role: null,
        keyId: null,
        municipalities: null,
        authentication: 'off' as const,
      };
    return {
      actor: principal.actor,
      role: principal.role,
      keyId: principal.keyId,
      municipalities: principal.municipalities,
      authentication: 'on' as const,
    };
  }
}
