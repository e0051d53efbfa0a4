import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BillingPeriodDto } from '../validation/billing-period.dto';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { IsCivilDate, IsIntegerIn } from '../validation/validators';

/** N3: a water source's id: lower-case letters, digits and dashes, as `private-well`. */
const SOURCE_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export class RecordWaterUsageDto extends BillingPeriodDto {
  @ApiProperty({
    example: 80000,
    description:
      'N3: water delivered over the period by this source (all sources when only one is named), in gallons',
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
    example: 'private-well',
    pattern: SOURCE_ID.source,
    description:
      "N3: the water source read (a short id: `authority-meter`, `private-well`, ...); default `authority-meter`, the one source before sources were named. The period's total is the sum of its sources' latest readings",
  })
  @IsOptional()
  @Matches(SOURCE_ID, {
    message: 'source must be a short id such as private-well',
  })
  source?: string;

  @ApiPropertyOptional({
    example: false,
    description: 'N3: the Village estimated the reading (the source gave none); default false',
  })
  @IsOptional()
  @IsBoolean()
  estimated?: boolean;

  @ApiPropertyOptional({
    example: '2025-09-01',
    description:
      'Effective date of the reading; default the first day of its billing period (or the day the account opened, if later), never the day it is typed',
  })
  @IsOptional()
  @IsCivilDate()
  readOn?: string;
}
