import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsText } from '../validation/validators';

export class WaivePenaltiesDto {
  @ApiProperty({ example: 'W-2026-0002' })
  @IsIdentifier()
  waiverId: string;

  @ApiProperty({ example: 'B-2025-NP-1001' })
  @IsIdentifier()
  billId: string;

  @ApiProperty({ example: '2025-12-10' })
  @IsCivilDate()
  waivedOn: string;

  @ApiProperty({ example: 'Board Res. 2025-40: good cause shown' })
  @IsText(500)
  resolution: string;
}
