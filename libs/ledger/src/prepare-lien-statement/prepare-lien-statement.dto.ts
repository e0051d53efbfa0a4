import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsIntegerIn, IsMunicipality } from '../validation/validators';

export class PrepareLienStatementDto {
  @ApiProperty({ example: 'LS-2026-NP' })
  @IsIdentifier()
  statementId: string;

  @IsMunicipality()
  municipality: string;

  @ApiProperty({
    example: '2026-05-31',
    description: 'N9: arrears as of this date (bills past due on it)',
  })
  @IsCivilDate()
  cutoff: string;

  @ApiProperty({ example: 2026, description: 'the tax roll the arrears are levied on' })
  @IsIntegerIn(2000, 2999)
  taxYear: number;
}
