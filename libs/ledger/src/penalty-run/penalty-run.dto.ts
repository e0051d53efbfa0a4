import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsMunicipality } from '../validation/validators';

export class PenaltyRunDto {
  @IsMunicipality('Northport penalties (N4) or Watervliet interest (W1)')
  municipality: string;

  @ApiProperty({
    example: '2025-12-15',
    description: 'C7: reconcile every accrual on or before this date; not after today',
  })
  @IsCivilDate()
  through: string;
}
