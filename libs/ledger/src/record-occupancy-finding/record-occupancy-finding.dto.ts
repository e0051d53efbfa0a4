import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

export class RecordOccupancyFindingDto {
  @ApiProperty({ example: 'F-2023-003' })
  @IsIdentifier()
  findingId: string;

  @ApiProperty({ example: '2' })
  @Matches(/^[1-9]\d{0,3}$/, { message: 'unit must be a unit name "1".."n"' })
  unit: string;

  @ApiProperty({ example: '2023-01-10' })
  @IsCivilDate()
  foundOn: string;
}
