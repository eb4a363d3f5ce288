export { notFound } from './errors';
