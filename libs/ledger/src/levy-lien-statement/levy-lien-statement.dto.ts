import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate } from '../validation/validators';

export class LevyLienStatementDto {
  @ApiProperty({
    example: '2026-06-15',
    description: 'N9: the date the Board levies the statement on the tax roll',
  })
  @IsCivilDate()
  leviedOn: string;
}
