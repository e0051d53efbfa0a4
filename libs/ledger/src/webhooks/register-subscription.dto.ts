import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PUBLIC_EVENT_TYPES } from '../feed/feed';
import { IsIdentifier, IsListOf, IsSecret, IsWebhookUrl } from '../validation/validators';

const TYPES = [...PUBLIC_EVENT_TYPES];

export class RegisterSubscriptionDto {
  @ApiProperty({ example: 'tax-collector' })
  @IsIdentifier()
  subscriptionId: string;

  @ApiProperty({
    example: 'https://tax.example.org/hooks/sewer',
    description:
      'https (plain http only to a host the operator allows), to a host that resolves to public addresses only, without credentials; otherwise 400 with rule `webhooks`',
  })
  @IsWebhookUrl()
  url: string;

  @ApiProperty({
    example: ['LienLevied', 'PaymentReceived'],
    description:
      'event types to receive (the published ones, see GET /v1/event-schemas); empty for all',
  })
  @IsListOf(TYPES, 100)
  types: string[];

  @ApiPropertyOptional({
    description:
      'deprecated: leave it out and the server makes the secret and shows it once in the answer. Deliveries are signed as Standard Webhooks says (webhook-id, webhook-timestamp, webhook-signature) and carry X-Ledger-Signature: sha256=HMAC-SHA256(secret, body)',
  })
  @IsOptional()
  @IsSecret()
  secret?: string;
}
