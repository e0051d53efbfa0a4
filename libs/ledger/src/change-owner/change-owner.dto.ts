import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { OwnerDto } from '../open-account/open-account.dto';
import { IsCivilDate, IsIdentifier, IsLine } from '../validation/validators';

/** C9: a change of owner (a deed recorded). */
export class ChangeOwnerDto {
  @ApiProperty({ example: 'OC-2026-0017' })
  @IsIdentifier()
  ownerChangeId: string;

  @ApiProperty({ type: OwnerDto })
  @IsObject()
  @ValidateNested()
  @Type(() => OwnerDto)
  owner: OwnerDto;

  @ApiProperty({
    example: '2026-03-15',
    description: "the day the new owner holds the property (the deed's date)",
  })
  @IsCivilDate()
  effectiveOn: string;

  @ApiPropertyOptional({ example: 'Liber 12345 cp 67' })
  @IsOptional()
  @IsLine(200)
  deedReference?: string;
}
