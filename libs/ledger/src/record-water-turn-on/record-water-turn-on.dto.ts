import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsOneOf } from '../validation/validators';

export class RecordWaterTurnOnDto {
  @ApiProperty({ example: 'TO-2023-014' })
  @IsIdentifier()
  turnOnId: string;

  @ApiProperty({ example: '2023-03-01' })
  @IsCivilDate()
  turnedOnOn: string;

  @ApiProperty({
    description: 'W2: by anyone other than the City Water Department brings a 500.00 penalty',
  })
  @IsOneOf(['city', 'other'])
  by: 'city' | 'other';
}
