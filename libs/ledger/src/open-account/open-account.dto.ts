import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import type { PropertyClass } from '@ledger/domain';
import {
  IsCivilDate,
  IsIdentifier,
  IsIntegerIn,
  IsLine,
  IsMunicipality,
  IsOneOf,
  IsPropertyClass,
  IsText,
  OptionalWith,
} from '../validation/validators';

export class OwnerDto {
  @ApiProperty({ example: 'Jane Q. Owner' })
  @IsLine(200)
  name: string;

  @ApiProperty({ example: '12 Main St, Northport NY 11768' })
  @IsText(500)
  mailingAddress: string;
}

export class OpenAccountDto {
  @ApiProperty({ example: 'NP-000123' })
  @IsIdentifier()
  accountId: string;

  @IsMunicipality()
  municipality: string;

  @ApiProperty({
    description: 'Tax map number of the parcel',
    example: '0403-001.00-01.00-001.000',
  })
  @IsLine(64)
  parcelId: string;

  @IsPropertyClass()
  propertyClass: PropertyClass;

  @ApiPropertyOptional({ description: 'inside when left out' })
  @IsOptional()
  @IsOneOf(['inside', 'outside'])
  location?: 'inside' | 'outside';

  @ApiPropertyOptional({
    description: 'N2: village-owned properties are exempt',
  })
  @IsOptional()
  @IsOneOf(['village-owned'])
  exemption?: 'village-owned';

  @ApiProperty({ type: OwnerDto })
  @IsObject()
  @ValidateNested()
  @Type(() => OwnerDto)
  owner: OwnerDto;

  @ApiProperty({ example: '2025-06-01' })
  @IsCivilDate()
  openedOn: string;

  @ApiPropertyOptional({
    example: 2,
    description: 'W2, Q1: the number of residential units (Watervliet: named "1".."n")',
  })
  @IsOptional()
  @IsIntegerIn(0, 1000)
  units?: number;

  @OptionalWith('consolidated', 'Q1: the sewer district, where the municipality has districts')
  @IsIdentifier()
  district?: string;
}
