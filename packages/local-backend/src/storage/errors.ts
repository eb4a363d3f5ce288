// storage-api's error shape: HTTP 400 for client errors, the real status as a string in
// `statusCode`, plus `code`, a legacy `error` name and `message`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class StorageError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function storageErrorBody(e: StorageError): Record<string, string> {
  return { statusCode: e.statusCode, code: e.code, error: e.error, message: e.message };
}

export function storageErrorResponse(c: Context, e: StorageError): Response {
  return c.json(storageErrorBody(e), e.httpStatus);
}

export const noSuchKey = (): StorageError =>
  new StorageError(400, '404', 'NoSuchKey', 'not_found', 'Object not found');
export const noSuchBucket = (): StorageError =>
  new StorageError(400, '404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const accessDenied = (message: string): StorageError =>
  new StorageError(400, '403', 'AccessDenied', 'Unauthorized', message);
export const rlsDenied = (): StorageError => accessDenied('new row violates row-level security policy');
export const keyExists = (): StorageError =>
  new StorageError(400, '409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
export const bucketExists = (): StorageError =>
  new StorageError(400, '409', 'BucketAlreadyExists', 'Duplicate', 'The resource already exists');
export const invalidKey = (key: string): StorageError =>
  new StorageError(400, '400', 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`);
export const invalidRequest = (message: string): StorageError =>
  new StorageError(400, '400', 'InvalidRequest', 'Bad Request', message);
export const entityTooLarge = (): StorageError =>
  new StorageError(
    400,
    '413',
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );
export const invalidMimeType = (type: string): StorageError =>
  new StorageError(400, '415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`);
export const invalidJwt = (message: string): StorageError =>
  new StorageError(400, '400', 'InvalidJWT', 'invalid_jwt', message);
export const invalidSignature = (): StorageError =>
  new StorageError(
    400,
    '400',
    'InvalidSignature',
    'invalid_signature',
    'The url does not match the signature',
  );
export const invalidRange = (): StorageError =>
  new StorageError(416, '416', 'InvalidRange', 'invalid_range', 'The requested range is not satisfiable');
