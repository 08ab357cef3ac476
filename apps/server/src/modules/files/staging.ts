import type { UploadStaging } from '../../http/multipart.js';
import { discardStaged, stageStream } from './blobs.js';
import { identifyFile } from './detect.js';

/** The HTTP layer's upload staging (http/multipart.ts): DATA_DIR/tmp, typed from the bytes. */
export function uploadStaging(dataDir: string): UploadStaging {
  return {
    stage: (source, meta) => stageStream(dataDir, source, meta),
    identify: (file) => identifyFile(file.tmpPath, file.filename),
    discard: discardStaged,
  };
}
