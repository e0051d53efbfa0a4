import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsUnitName } from '../validation/validators';

export class RecordOccupancyFindingDto {
  @ApiProperty({ example: 'F-2023-003' })
  @IsIdentifier()
  findingId: string;

  @ApiProperty({ example: '2' })
  @IsUnitName()
  unit: string;

  @ApiProperty({ example: '2023-01-10' })
  @IsCivilDate()
  foundOn: string;
}
