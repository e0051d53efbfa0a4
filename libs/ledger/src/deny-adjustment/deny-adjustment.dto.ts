import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsText } from '../validation/validators';

export class DenyAdjustmentDto {
  @ApiProperty({ example: '2026-01-15' })
  @IsCivilDate()
  deniedOn: string;

  @ApiProperty({ example: 'Board Res. 2026-15: not supported by meter readings' })
  @IsText(500)
  resolution: string;
}
