import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AsKnownAtQueryDto } from '../get-balance/get-balance.dto';
import { IsCivilDate } from '../validation/validators';

export class StatementQueryDto extends AsKnownAtQueryDto {
  @ApiPropertyOptional({
    example: '2025-10-01',
    description: 'First effective date shown; earlier entries make the opening balance',
  })
  @IsOptional()
  @IsCivilDate()
  from?: string;

  @ApiPropertyOptional({
    example: '2026-05-31',
    description: 'Last effective date shown; not before `from` (400, rule C2)',
  })
  @IsOptional()
  @IsCivilDate()
  to?: string;
}
