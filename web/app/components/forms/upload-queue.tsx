import { MEDIA_UPLOAD_CONCURRENCY } from '@chapterhouse/shared';
import { useRef, useState } from 'react';
import { messageOf } from './change-failed';
import { checkFile, eachLimited } from './upload';

/** One file of a batch: waiting, going (with how much has gone), done or failed (and why). */
export interface QueuedFile {
  id: number;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  percent: number;
  error?: string;
}

/**
 * Uploads a batch of files a few at a time (MEDIA_UPLOAD_CONCURRENCY), keeping each file's
 * progress for the list below. `send` uploads one file; a failure marks that file and the others
 * go on. Resolves with how many succeeded, once all are done.
 */
export function useUploadQueue(
  send: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>,
) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(0);

  const update = (id: number, change: Partial<QueuedFile>) =>
    setFiles((current) => current.map((file) => (file.id === id ? { ...file, ...change } : file)));

  const start = async (chosen: readonly File[]) => {
    const batch = chosen.map((file) => ({ file, id: nextId.current++ }));
    setFiles(batch.map(({ file, id }) => ({ id, name: file.name, state: 'waiting', percent: 0 })));
    setRunning(true);
    const results = await eachLimited(batch, MEDIA_UPLOAD_CONCURRENCY, async ({ file, id }) => {
      const refused = checkFile(file);
      if (refused) {
        update(id, { state: 'failed', error: refused });
        throw new Error(refused);
      }
      update(id, { state: 'uploading' });
      try {
        await send(file, (fraction) => update(id, { percent: Math.round(fraction * 100) }));
        update(id, { state: 'done', percent: 100 });
      } catch (failure) {
        update(id, { state: 'failed', error: messageOf(failure, 'The upload failed.') });
        throw failure;
      }
    });
    setRunning(false);
    return results.filter((result) => result.status === 'fulfilled').length;
  };

  return { files, running, start, clear: () => setFiles([]) };
}

const STATE_LABEL: Record<QueuedFile['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/** Each file of a batch with its progress bar, or why it failed. */
export function UploadList(props: { files: QueuedFile[] }) {
  if (props.files.length === 0) return null;
  const done = props.files.filter((file) => file.state === 'done').length;
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium text-slate-700">
        {done} of {props.files.length} uploaded
      </p>
      <ul aria-label="Uploads" className="space-y-2">
        {props.files.map((file) => (
          <li key={file.id} className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate font-medium text-slate-800">{file.name}</span>
              <span className={file.state === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                {STATE_LABEL[file.state]}
                {file.state === 'uploading' ? ` ${file.percent}%` : ''}
              </span>
            </div>
            <progress
              value={file.percent}
              max={100}
              aria-label={`${file.name}: ${STATE_LABEL[file.state].toLowerCase()}`}
              className="mt-1 h-1.5 w-full"
            />
            {file.error && <p className="mt-1 text-red-700">{file.error}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
