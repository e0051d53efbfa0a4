import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCivilDate, IsIdentifier, IsPositiveAmount } from '../validation/validators';

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

  @ApiPropertyOptional({ example: 'check' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  method?: string;

  @ApiPropertyOptional({ example: 'check 1042' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  reference?: string;
}
