import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsCivilDate } from '../validation/validators';

export class PenaltyRunDto {
  @ApiProperty({ enum: ['northport', 'watervliet'], description: 'Northport penalties (N4) or Watervliet interest (W1)' })
  @IsIn(['northport', 'watervliet'])
  municipality: 'northport' | 'watervliet';

  @ApiProperty({ example: '2025-12-15', description: 'C7: reconcile every accrual on or before this date; not after today' })
  @IsCivilDate()
  through: string;
}
