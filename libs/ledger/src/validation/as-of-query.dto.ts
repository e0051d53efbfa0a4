import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCivilDate } from './validators';

export class AsOfQueryDto {
  @ApiPropertyOptional({
    example: '2026-05-31',
    description: 'C3: facts effective on or before this date; default today',
  })
  @IsOptional()
  @IsCivilDate()
  asOf?: string;
}
