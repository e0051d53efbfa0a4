import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsBillingPeriod, IsCivilDate, IsFiscalYear } from '../validation/validators';

export class RecordWaterUsageDto {
  @ApiPropertyOptional({ example: 2025, description: 'Northport (N1): the fiscal year, named by the year it starts in (June 1)' })
  @IsOptional()
  @IsFiscalYear()
  fiscalYear?: number;

  @ApiPropertyOptional({ example: '2022-11', description: 'Watervliet (W1): the billing period, named by the month it starts' })
  @IsOptional()
  @IsBillingPeriod()
  period?: string;

  @ApiProperty({ example: 80000, description: 'N3: total water delivered over the year from all sources, in gallons' })
  @IsInt()
  @Min(0)
  @Max(10_000_000_000)
  totalGallons: number;

  @ApiPropertyOptional({ example: 30000, description: 'N3: gallons metered by a village-approved meter that do not reach the sewer (commercial only)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000_000_000)
  meteredNonDischargedGallons?: number;

  @ApiPropertyOptional({ example: '2025-09-01', description: 'Effective date of the reading; default today' })
  @IsOptional()
  @IsCivilDate()
  readOn?: string;
}
