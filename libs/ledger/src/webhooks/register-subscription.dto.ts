import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  MinLength,
} from 'class-validator';
import { PUBLIC_EVENT_TYPES } from '../feed/feed';
import { IsIdentifier } from '../validation/validators';

const TYPES = [...PUBLIC_EVENT_TYPES];

export class RegisterSubscriptionDto {
  @ApiProperty({ example: 'tax-collector' })
  @IsIdentifier()
  subscriptionId: string;

  @ApiProperty({ example: 'https://tax.example.org/hooks/sewer' })
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  @MaxLength(2000)
  url: string;

  @ApiProperty({
    example: ['LienLevied', 'PaymentReceived'],
    description:
      'event types to receive (the published ones, see GET /v1/event-schemas); empty for all',
  })
  @IsArray()
  @ArrayMaxSize(100)
  @IsIn(TYPES, { each: true })
  types: string[];

  @ApiPropertyOptional({
    description:
      'deprecated: leave it out and the server makes the secret and shows it once in the answer. Deliveries are signed as Standard Webhooks says (webhook-id, webhook-timestamp, webhook-signature) and carry X-Ledger-Signature: sha256=HMAC-SHA256(secret, body)',
  })
  @IsOptional()
  @IsString()
  @MinLength(16)
  @MaxLength(200)
  secret?: string;
}
