import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

export class BillRunDto {
  @ApiProperty({ example: 'BR-2025', description: 'C8: the caller\'s id for the run; sending it again answers the same result' })
  @IsIdentifier()
  billRunId: string;

  @ApiProperty({ enum: ['northport'] })
  @IsIn(['northport'])
  municipality: 'northport';

  @ApiProperty({ example: 2025 })
  @IsInt()
  @Min(2000)
  @Max(2999)
  fiscalYear: number;

  @ApiProperty({ example: '2025-10-01' })
  @IsCivilDate()
  billDate: string;
}
