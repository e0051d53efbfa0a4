import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsBillingPeriod, IsCivilDate, IsFiscalYear, IsIdentifier } from '../validation/validators';

export class RenderBillDto {
  @ApiProperty({ example: 'B-2025-NP-000123', description: 'C8: the caller\'s id for the bill' })
  @IsIdentifier()
  billId: string;

  @ApiPropertyOptional({ example: 2025, description: 'Northport: the fiscal year' })
  @IsOptional()
  @IsFiscalYear()
  fiscalYear?: number;

  @ApiPropertyOptional({ example: '2022-11', description: 'Watervliet: the billing period' })
  @IsOptional()
  @IsBillingPeriod()
  period?: string;

  @ApiProperty({ example: '2025-10-01', description: 'N1: within the fiscal year and no later than January 27; W1: from the period start to the last day without interest' })
  @IsCivilDate()
  billDate: string;
}
