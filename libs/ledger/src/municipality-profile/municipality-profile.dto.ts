import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsAddressLines, IsLine } from '../validation/validators';

/** The office profile as the finance office sets it (every document prints it). */
export class MunicipalityProfileDto {
  @ApiProperty({ example: 'Village of Northport, Office of the Village Clerk' })
  @IsLine(100)
  officeName: string;

  @IsAddressLines(4, 48, {
    example: ['Village of Northport', 'Sewer Rents', '224 Main Street', 'Northport, NY 11768'],
    description: 'where payments are mailed: 1 to 4 lines of at most 48 characters',
  })
  remitTo: string[];

  @IsAddressLines(4, 48, {
    example: ['Village of Northport', '224 Main Street', 'Northport, NY 11768'],
    description: "the sender's address in the envelope's upper window: 1 to 4 lines",
  })
  returnAddress: string[];

  @ApiProperty({ example: '(631) 261-7502' })
  @IsLine(40)
  phone: string;

  @ApiProperty({ example: 'Monday to Friday, 8:30 a.m. to 4:00 p.m.' })
  @IsLine(120)
  hours: string;

  @ApiProperty({
    example: 'A drop box is at the front door of Village Hall.',
    nullable: true,
    required: false,
  })
  @IsOptional()
  @IsLine(300)
  note?: string | null;
}
