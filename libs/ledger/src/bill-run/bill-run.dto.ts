import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsCivilDate, IsFiscalYear, IsIdentifier } from '../validation/validators';

export class BillRunDto {
  @ApiProperty({ example: 'BR-2025', description: 'C8: the caller\'s id for the run; sending it again answers the same result' })
  @IsIdentifier()
  billRunId: string;

  @ApiProperty({ enum: ['northport'] })
  @IsIn(['northport'])
  municipality: 'northport';

  @ApiProperty({ example: 2025 })
  @IsFiscalYear()
  fiscalYear: number;

  @ApiProperty({ example: '2025-10-01' })
  @IsCivilDate()
  billDate: string;
}
