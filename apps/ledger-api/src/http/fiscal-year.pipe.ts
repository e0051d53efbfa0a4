import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** N1: a fiscal year in a path, e.g. `/fiscal-years/2025/...`. */
@Injectable()
export class FiscalYearPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{4}$/.test(value) || Number(value) < 2000 || Number(value) > 2999) {
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [`fy must be a fiscal year such as 2025`],
        fields: { fy: ['must be a fiscal year such as 2025'] },
      });
    }
    return Number(value);
  }
}
