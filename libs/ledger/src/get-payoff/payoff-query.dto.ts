import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCivilDate } from '../validation/validators';

export class PayoffQueryDto {
  @ApiPropertyOptional({
    example: '2026-01-15',
    description: 'the day the owner pays; default today',
  })
  @IsOptional()
  @IsCivilDate()
  on?: string;
}
