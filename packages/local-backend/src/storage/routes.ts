// /storage/v1: the storage-api routes supabase-js uses, one file per group of endpoints as
// storage-api has them (src/http/routes/{object,bucket}), answering in storage-api's error shape
// (errors.ts). Every object and bucket query runs as the caller's role (request.ts).
import { Hono, type Context } from 'hono';
import { answerErrors, errorResponse } from '../http/errors.ts';
import { requireApiKey } from '../http/gateway.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import type { StorageContext } from './context.ts';
import { removeObject, removeObjects } from './delete.ts';
import { downloadAuthenticated, downloadPublic } from './download.ts';
import { internalError, methodNotAllowed, routeNotFound } from './errors.ts';
import { listObjects } from './list.ts';
import { downloadSigned, signUrl, signUrls } from './sign.ts';
import { createObject, updateObject } from './upload.ts';

type Handler = (c: Context, ctx: StorageContext) => Promise<Response>;

// In matching order: the first route that matches answers.
const ROUTES: [method: 'get' | 'post' | 'put' | 'delete', path: string, handler: Handler][] = [
  ['post', '/object/list/:bucket', listObjects],
  ['post', '/object/sign/:bucket', signUrls],
  ['post', '/object/sign/*', signUrl],
  ['get', '/object/sign/*', downloadSigned],
  ['get', '/object/public/*', downloadPublic],
  ['get', '/object/authenticated/*', downloadAuthenticated('authenticated/')],
  ['get', '/object/*', downloadAuthenticated('')],
  ['post', '/object/*', createObject],
  ['put', '/object/*', updateObject],
  ['delete', '/object/:bucket', removeObjects],
  ['delete', '/object/*', removeObject],
  ['get', '/bucket', listBuckets],
  ['get', '/bucket/:id', getBucket],
  ['post', '/bucket', createBucket],
  ['put', '/bucket/:id', updateBucket],
  ['post', '/bucket/:id/empty', emptyBucket],
  ['delete', '/bucket/:id', deleteBucket],
];

export function storageRoutes(ctx: StorageContext): Hono {
  const app = new Hono();

  app.onError(answerErrors(ctx.settings.log, internalError));

  // Signed and public downloads are opened by the browser without keys, as on hosted.
  app.use('*', async (c, next) => {
    const open =
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      /^\/storage\/v1\/object\/(sign|public)\//.test(c.req.path);
    return (open ? null : requireApiKey(c, ctx)) ?? next();
  });

  for (const [method, path, handler] of ROUTES) app[method](path, (c) => handler(c, ctx));

  app.all('*', (c) => {
    const known = /^\/storage\/v1\/(object|bucket)(\/|$)/.test(c.req.path);
    return errorResponse(
      c,
      known ? methodNotAllowed(c.req.method, c.req.path) : routeNotFound(c.req.method, c.req.path),
    );
  });

  return app;
}
