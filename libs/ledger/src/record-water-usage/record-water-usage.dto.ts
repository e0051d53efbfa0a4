import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BillingPeriodDto } from '../validation/billing-period.dto';
import { IsOptional } from 'class-validator';
import { IsCivilDate, IsIntegerIn } from '../validation/validators';

export class RecordWaterUsageDto extends BillingPeriodDto {
  @ApiProperty({
    example: 80000,
    description: 'N3: total water delivered over the year from all sources, in gallons',
  })
  @IsIntegerIn(0, 10_000_000_000)
  totalGallons: number;

  @ApiPropertyOptional({
    example: 30000,
    description:
      'N3: gallons metered by a village-approved meter that do not reach the sewer (accepted whatever the class; it reduces a bill whose class on its bill date is commercial)',
  })
  @IsOptional()
  @IsIntegerIn(0, 10_000_000_000)
  meteredNonDischargedGallons?: number;

  @ApiPropertyOptional({
    example: '2025-09-01',
    description:
      'Effective date of the reading; default the first day of its billing period (or the day the account opened, if later), never the day it is typed',
  })
  @IsOptional()
  @IsCivilDate()
  readOn?: string;
}
