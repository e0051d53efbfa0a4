import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsBillingPeriod, IsFiscalYear } from './validators';

/** The billing period of a request: Northport's fiscal year or Watervliet's period (see billingPeriodOf). */
export class BillingPeriodDto {
  @ApiPropertyOptional({ example: 2025, description: 'Northport (N1): the fiscal year, named by the year it starts in (June 1)' })
  @IsOptional()
  @IsFiscalYear()
  fiscalYear?: number;

  @ApiPropertyOptional({ example: '2022-11', description: 'Watervliet (W1): the billing period, named by the month it starts' })
  @IsOptional()
  @IsBillingPeriod()
  period?: string;
}
