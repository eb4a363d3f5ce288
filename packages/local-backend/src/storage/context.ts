// What the /storage/v1 handlers need besides the shared context.
import type { AppContext } from '../context.ts';
import type { ObjectFiles } from './files.ts';

export interface StorageContext extends AppContext {
  files: ObjectFiles;
}
