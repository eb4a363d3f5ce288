// storage-api's error shape: HTTP 400 for client errors, the real status as a string in
// `statusCode`, plus `code`, a legacy `error` name and `message`.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorAnswer, ServiceError } from '../http/errors.ts';

export class StorageError extends Error implements ServiceError {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  answer(): ErrorAnswer {
    return {
      status: this.httpStatus,
      headers: {},
      body: { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message },
    };
  }
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
export const internalError = (): StorageError =>
  new StorageError(500, '500', 'InternalError', 'Internal', 'Internal Server Error');
export const bucketNotEmpty = (): StorageError =>
  new StorageError(
    400,
    '409',
    'InvalidRequest',
    'Bucket not empty',
    'The bucket you tried to delete is not empty',
  );
export const methodNotAllowed = (method: string, path: string): StorageError =>
  new StorageError(
    405,
    '405',
    'MethodNotAllowed',
    'Method Not Allowed',
    `Route ${method}:${path} not allowed`,
  );
export const routeNotFound = (method: string, path: string): StorageError =>
  new StorageError(404, '404', 'NotFound', 'Not Found', `Route ${method}:${path} not found`);
