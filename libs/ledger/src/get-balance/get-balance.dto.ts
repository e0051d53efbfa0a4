import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCivilDate, IsInstant } from '../validation/validators';

export class AsKnownAtQueryDto {
  @ApiPropertyOptional({
    example: '2026-01-01T00:00:00Z',
    description: 'C3: only facts recorded at or before this instant; default now',
  })
  @IsOptional()
  @IsInstant()
  knownAt?: string;
}

export class BalanceQueryDto extends AsKnownAtQueryDto {
  @ApiPropertyOptional({
    example: '2025-12-15',
    description: 'C3: facts effective on or before this date; default today',
  })
  @IsOptional()
  @IsCivilDate()
  asOf?: string;
}
