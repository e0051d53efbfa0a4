import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

export class PrepareLienStatementDto {
  @ApiProperty({ example: 'LS-2026-NP' })
  @IsIdentifier()
  statementId: string;

  @ApiProperty({ enum: ['northport', 'watervliet'] })
  @IsIn(['northport', 'watervliet'])
  municipality: 'northport' | 'watervliet';

  @ApiProperty({ example: '2026-05-31', description: 'N9: arrears as of this date (bills past due on it)' })
  @IsCivilDate()
  cutoff: string;

  @ApiProperty({ example: 2026, description: 'the tax roll the arrears are levied on' })
  @IsInt()
  @Min(2000)
  @Max(2999)
  taxYear: number;
}
