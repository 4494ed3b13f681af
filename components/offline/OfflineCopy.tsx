import { getConfig } from '@/lib/config';
import { OfflineCopyAfterLoad } from './OfflineCopyAfterLoad';

/** A landing's offline copy (docs/offline.md): on unless `SERVICE_WORKER=0`. */
export function OfflineCopy() {
  return getConfig().SERVICE_WORKER === '1' ? <OfflineCopyAfterLoad /> : null;
}
