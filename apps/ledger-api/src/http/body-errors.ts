import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';

/** The answers to a body the API cannot read, in the API's words (body-parsers.ts, body-encoding.ts). */
export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message,
    ...(fields ? { fields } : {}),
  });

export const unsupported = (message: string) =>
  new UnsupportedMediaTypeException({ statusCode: 415, error: 'Unsupported Media Type', message });

export const tooLarge = () =>
  new PayloadTooLargeException({
    statusCode: 413,
    error: 'Payload Too Large',
    message: 'request body too large',
  });
