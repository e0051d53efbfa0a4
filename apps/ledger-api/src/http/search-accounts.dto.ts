import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsIntegerIn, IsLine } from '@ledger/ledger';

export class SearchAccountsDto {
  @ApiPropertyOptional({
    example: 'Main St',
    description:
      'the start of an account id or parcel id, or words (each the start of a word, any order) of an owner name or mailing address',
  })
  @IsOptional()
  @IsLine(100, 0)
  query?: string;

  @ApiPropertyOptional({ example: 20, description: 'at most 50' })
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn(1, 50)
  limit?: number;

  @ApiPropertyOptional({
    example: 0,
    description: 'how many matches to skip (paging); the answer says how many match in all',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn(0, 1_000_000)
  offset?: number;
}
