// The last step of `npm run build`: brotli and gzip copies of the built site's text files, which
// the server sends as they are (server/static-files.ts). A content rebuild runs it as its own
// process on its new build (`node scripts/precompress.ts <build>/client`): brotli at its best
// quality takes seconds, which the serving process must not spend.
import { precompressSite } from '../server/precompress.ts';
import { projectRoot } from './ensure-build.ts';

const dir = process.argv[2] ?? `${projectRoot}dist/client`;
console.log(`Precompressed ${precompressSite(dir)} files (brotli and gzip).`);
