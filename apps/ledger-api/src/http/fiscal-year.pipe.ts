import { applyDecorators, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';

const FIRST = 2000;
const LAST = 2999;
const SCHEMA = { type: 'integer', minimum: FIRST, maximum: LAST, example: 2025 } as const;

/** N1: a fiscal year in a path, e.g. `/fiscal-years/2025/...`. */
@Injectable()
export class FiscalYearPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{4}$/.test(value) || Number(value) < FIRST || Number(value) > LAST) {
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

/** The OpenAPI declaration of a parameter the pipe reads: what it takes, from the same bounds. */
export const FiscalYearParam = (name: string, where: 'path' | 'query' = 'path') =>
  applyDecorators(
    where === 'path'
      ? ApiParam({ name, schema: SCHEMA })
      : ApiQuery({ name, required: true, schema: SCHEMA }),
  );
