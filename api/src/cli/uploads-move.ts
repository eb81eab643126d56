/**
 * npm run uploads:move: copies the pictures of DATA_DIR/uploads into the database (table
 * upload_files, served with UPLOADS=database), skipping those already there; the folder is left
 * as it is. Run it again after the switch to pick up anything uploaded meanwhile.
 */
import { ConfigError, loadConfig } from '../config/config';
import { closeDb, openDb } from '../db';
import { copyUploads } from '../uploads/copy-uploads';
import { databaseStore, folderStore, uploadsDirOf } from '../uploads/upload-store';

try {
  const config = loadConfig();
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  try {
    await db.migrate.latest();
    const { copied, alreadyThere } = await copyUploads(folderStore(uploadsDirOf(config.dataDir)), databaseStore(db));
    console.log(`Copied ${copied} file(s) into the database (${alreadyThere} already there).`);
    if (config.UPLOADS !== 'database') console.log('Set UPLOADS=database for the server to serve them from there.');
  } finally {
    await closeDb(db);
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
