import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsOneOf, IsUnitName } from '../validation/validators';

export class ChangeUnitStatusDto {
  @ApiProperty({ example: '2', description: 'W2: units are named "1".."n"' })
  @IsUnitName()
  unit: string;

  @IsOneOf(['occupied', 'vacant-water-off', 'vacant-owner-occupied'])
  status: 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied';

  @ApiProperty({ example: '2022-10-01' })
  @IsCivilDate()
  effectiveOn: string;
}
