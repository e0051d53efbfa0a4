import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  IsCivilDate,
  IsIdentifier,
  IsLine,
  IsPaymentMethod,
  IsPositiveAmount,
} from '../validation/validators';

export class ReceivePaymentDto {
  @ApiProperty({
    example: 'PMT-2025-11-20-0001',
    description: "C8: the caller's id for the payment",
  })
  @IsIdentifier()
  paymentId: string;

  @ApiProperty({ example: '100.00', description: 'C1: a positive amount string with two decimals' })
  @IsPositiveAmount()
  amount: string;

  @ApiProperty({
    example: '2025-11-20',
    description: 'The date the payment was received (its effective date)',
  })
  @IsCivilDate()
  receivedOn: string;

  @ApiPropertyOptional({ example: 'check', description: 'how it was paid (#25: one of the list)' })
  @IsOptional()
  @IsPaymentMethod()
  method?: string;

  @ApiPropertyOptional({ example: 'check 1042' })
  @IsOptional()
  @IsLine(200)
  reference?: string;
}
