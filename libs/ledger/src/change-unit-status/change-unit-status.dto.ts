import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { IsCivilDate } from '../validation/validators';

export class ChangeUnitStatusDto {
  @ApiProperty({ example: '2', description: 'W2: units are named "1".."n"' })
  @Matches(/^[1-9]\d{0,3}$/, { message: 'unit must be a unit name "1".."n"' })
  unit: string;

  @ApiProperty({ enum: ['occupied', 'vacant-water-off', 'vacant-owner-occupied'] })
  @IsIn(['occupied', 'vacant-water-off', 'vacant-owner-occupied'])
  status: 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied';

  @ApiProperty({ example: '2022-10-01' })
  @IsCivilDate()
  effectiveOn: string;
}
