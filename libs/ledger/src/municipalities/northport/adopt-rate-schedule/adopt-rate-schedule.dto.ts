import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsFiscalYear, IsRate } from '../../../validation/validators';

export class AdoptRateScheduleDto {
  @ApiProperty({ example: 2025 })
  @IsFiscalYear()
  fiscalYear: number;

  @ApiProperty({
    example: '3.2000',
    description: 'N5: the adopted rate per 1,000 billable gallons',
  })
  @IsRate()
  ratePer1000Gallons: string;

  @ApiProperty({ example: '2025-09-15' })
  @IsCivilDate()
  adoptedOn: string;
}
