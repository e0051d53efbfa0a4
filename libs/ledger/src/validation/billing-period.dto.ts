import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsBillingPeriod, IsFiscalYear, IsQuarter } from './validators';

/** The billing period of a request, in the field its municipality names it by (see billingPeriodOf and GET /v1/municipalities). */
export class BillingPeriodDto {
  @ApiPropertyOptional({
    example: 2025,
    description: 'Northport (N1): the fiscal year, named by the year it starts in (June 1)',
  })
  @IsOptional()
  @IsFiscalYear()
  fiscalYear?: number;

  @ApiPropertyOptional({
    example: '2022-11',
    description: 'Watervliet (W1): the billing period, named by the month it starts',
  })
  @IsOptional()
  @IsBillingPeriod()
  period?: string;

  @ApiPropertyOptional({ example: '2021-Q2', description: 'Queensbury (Q2): the calendar quarter' })
  @IsOptional()
  @IsQuarter()
  quarter?: string;
}
