import type { Writable } from 'node:stream';
import pretty from 'pino-pretty';

/**
 * Log entries as one readable line each (`14:03:08 INFO: Chapterhouse is serving …`), for a
 * person watching `npm start` in a terminal. A log collector gets pino's JSON lines instead
 * (`LOG_FORMAT`, README). The same serializers run first, so a line carries no more than the
 * JSON would: a request is its method and route, never its URL or client address.
 */
export function readableLogLines(destination?: Writable) {
  return pretty({
    singleLine: true,
    colorize: destination === undefined && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    // The process and host are the same on every line of one terminal.
    ignore: 'pid,hostname',
    ...(destination ? { destination, sync: true } : {}),
  });
}
