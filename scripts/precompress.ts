// The last step of `npm run build`: brotli and gzip copies of the built site's text files, which
// the server sends as they are (server/static-files.ts).
import { precompressSite } from '../server/precompress.ts';
import { projectRoot } from './ensure-build.ts';

console.log(`Precompressed ${precompressSite(`${projectRoot}dist/client`)} files (brotli and gzip).`);
