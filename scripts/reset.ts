/** npm run reset: wipes the local data folder (the stack must be stopped). */
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.KOBO_DATA_DIR ?? '.local');
fs.rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`Removed ${dataDir}. The next npm start begins with no data.\n`);
