import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString, IsUrl, MaxLength, MinLength } from 'class-validator';
import { EVENT_SCHEMAS } from '../event-schemas/event-schemas';
import { IsIdentifier } from '../validation/validators';

const TYPES = [...new Set(EVENT_SCHEMAS.map((s) => s.type))];

export class RegisterSubscriptionDto {
  @ApiProperty({ example: 'tax-collector' })
  @IsIdentifier()
  subscriptionId: string;

  @ApiProperty({ example: 'https://tax.example.org/hooks/sewer' })
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  @MaxLength(2000)
  url: string;

  @ApiProperty({ example: ['LienLevied', 'PaymentReceived'], description: 'event types to receive; empty for all' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsIn(TYPES, { each: true })
  types: string[];

  @ApiProperty({ example: 'a-long-random-shared-secret', description: 'deliveries carry X-Ledger-Signature: sha256=HMAC-SHA256(secret, body)' })
  @IsString()
  @MinLength(16)
  @MaxLength(200)
  secret: string;
}
