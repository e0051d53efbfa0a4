import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AsKnownAtQueryDto } from '../get-balance/get-balance.dto';
import { IsCivilDate } from '../validation/validators';

export class PayoffQueryDto extends AsKnownAtQueryDto {
  @ApiPropertyOptional({
    example: '2026-01-15',
    description: 'the day the owner pays; default today',
  })
  @IsOptional()
  @IsCivilDate()
  on?: string;
}
