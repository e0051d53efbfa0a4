import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from '@sinclair/typebox';
import { MUNICIPALITY_IDS, nullable, oneOf } from '@ledger/domain';
import { ApiKeys, IsListOf, ROLES, type Role } from '@ledger/ledger';
import { IsIn, IsOptional, Length, Matches } from 'class-validator';
import type { HttpRequest } from '../http/http';
import { Answers } from '../http/answers';
import { Roles } from '../http/auth';
import { commandContextOf } from '../http/request-context';

/** Who may hold a key: the name every event it writes carries (ApiKeys.issue checks the same). */
const HOLDER_PATTERN = "^[\\p{L}\\p{N} ._@'-]*$";

class CreateApiKeyDto {
  @ApiProperty({
    example: 'Jane Clerk',
    description:
      "who holds the key (every event it writes names them): 1 to 100 letters, digits, spaces or . _ @ ' -",
    pattern: HOLDER_PATTERN,
    minLength: 1,
    maxLength: 100,
  })
  @Matches(new RegExp(HOLDER_PATTERN, 'u'), {
    message: "The holder's name is 1 to 100 letters, digits, spaces or . _ @ ' -.",
  })
  @Length(1, 100, {
    message: "The holder's name is 1 to 100 letters, digits, spaces or . _ @ ' -.",
  })
  actor: string;

  @ApiProperty({ enum: [...ROLES], example: 'clerk' })
  @IsIn([...ROLES])
  role: Role;

  @ApiPropertyOptional({
    description:
      'the municipalities the key acts for; absent or empty: every one (only a key for every municipality may make one)',
  })
  @IsOptional()
  @IsListOf(MUNICIPALITY_IDS, 10)
  municipalities?: string[];
}

const KeyView = {
  keyId: Type.String(),
  actor: Type.String(),
  role: oneOf(...ROLES),
  issuedAt: Type.String({ format: 'date-time' }),
  revokedAt: nullable(Type.String({ format: 'date-time' })),
  municipalities: nullable(Type.Array(Type.String())),
};
const ApiKeyListAnswer = Type.Array(
  Type.Object({ ...KeyView, lastUsedAt: nullable(Type.String({ format: 'date-time' })) }),
  { title: 'ApiKeyListAnswer' },
);
const ApiKeyAnswer = Type.Object(KeyView, { title: 'ApiKeyAnswer' });
const CreatedApiKeyAnswer = Type.Object(
  {
    ...KeyView,
    key: Type.String({
      description: 'the secret key: shown this once, never stored, never shown again',
    }),
  },
  { title: 'CreatedApiKeyAnswer' },
);

/** The municipalities the signed-in key acts for (null: every one; auth off: every one). */
const scopeOf = (req: HttpRequest) => req.principal?.municipalities ?? null;

/** Within the scope: a key for every municipality only from a key for every one. */
const within = (scope: readonly string[] | null, asked: readonly string[] | null) =>
  scope === null || (asked !== null && asked.every((m) => scope.includes(m)));

/**
 * API keys in the console (issue 28 item 13): the `admin` role creates keys
 * with a role and municipalities (the secret shown once), revokes them (the
 * key is refused at once) and lists them with their last use. A key never
 * makes or revokes a key with more power than its own: an admin for some
 * municipalities reaches only keys for those.
 */
@ApiTags('auth')
@Controller('v1/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeys) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary: 'Every API key the signed-in admin may manage, with its last use (to the minute)',
  })
  @Answers(ApiKeyListAnswer)
  async list(@Req() req: HttpRequest) {
    const scope = scopeOf(req);
    return (await this.keys.list()).filter((k) => within(scope, k.municipalities));
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    summary:
      'Create a key with a role and municipalities; the answer carries the secret key, shown this once',
  })
  @Answers(CreatedApiKeyAnswer, 'created')
  async create(@Body() dto: CreateApiKeyDto, @Req() req: HttpRequest) {
    const scope = scopeOf(req);
    const asked = dto.municipalities && dto.municipalities.length > 0 ? dto.municipalities : null;
    if (!within(scope, asked))
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        message: `This key acts only for ${scope!.join(', ')}: it cannot make a key for ${asked ? asked.filter((m) => !scope!.includes(m)).join(', ') : 'every municipality'}.`,
      });
    const { key, record } = await this.keys.issue(
      dto.actor,
      dto.role,
      commandContextOf(req).actor,
      asked,
    );
    return { ...record, key };
  }

  @Post(':keyId/revocation')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Revoke a key: it is refused from this moment; revoking it again changes nothing',
  })
  @Answers(ApiKeyAnswer)
  async revoke(@Param('keyId') keyId: string, @Req() req: HttpRequest) {
    const key = await this.keys.get(keyId);
    if (!key || !within(scopeOf(req), key.municipalities))
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        message: `There is no key ${keyId} you may manage.`,
      });
    return this.keys.revoke(keyId, commandContextOf(req).actor);
  }
}
