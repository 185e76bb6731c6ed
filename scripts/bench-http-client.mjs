// The rush bench's load generator: HTTP/1.1 over a pool of keep-alive sockets, each request a
// string written at once and each answer read with as little work as the protocol allows.
//
// Why not node:http or undici: the bench shares two cores with the server and PostgreSQL, and
// what the load generator spends is taken from the server it measures. Measured on this machine
// (250 requests for a cached event page at once, 250 connections open): node:http spent about
// 0.2 ms of CPU a request and timed the last answer at 35-51 ms; undici's Pool the same; this
// client 0.05 ms and 17-25 ms, as autocannon and wrk (which write requests on raw sockets too)
// measure the same server. The figures are then the server's, not the client's.

import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * A pool of `connections` keep-alive connections to `base` (http only). `send` waits for a free
 * connection (first come, first served), writes the request and resolves with the answer:
 * `{ status, body: Buffer, ms, answeredAt }`, or `{ status: 0, error, ms }` when the connection
 * failed or no answer came within `timeoutMs` (the connection is then closed, as a browser
 * gives up on it). `ms` runs from the write to the answer's last byte. Connections open when
 * first needed and again after a failure; `close` ends them all.
 */
export function connectionPool(base, { connections, timeoutMs }) {
  const { hostname, port } = new URL(base);
  const host = `${hostname}:${port}`;
  const idle = [];
  const waiting = [];
  const all = new Set();
  let opened = 0;

  function release(connection) {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  function acquire() {
    const connection = idle.pop();
    if (connection) return Promise.resolve(connection);
    if (opened < connections) {
      opened += 1;
      return Promise.resolve(null);
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function open() {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    const connection = { socket, pending: null, broken: false };
    all.add(connection);
    socket.on('data', (chunk) => connection.pending?.onData(chunk));
    socket.on('error', (error) => connection.pending?.fail(error.message));
    socket.on('close', () => {
      connection.broken = true;
      all.delete(connection);
      connection.pending?.fail('connection closed before the answer');
    });
    return connection;
  }

  async function send({ method = 'GET', path, headers = {}, body }) {
    let connection = await acquire();
    if (!connection || connection.broken) connection = open();
    const payload = body === undefined ? null : Buffer.from(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (payload) head += `content-length: ${payload.length}\r\n`;
    head += '\r\n';

    return new Promise((resolve) => {
      const started = performance.now();
      const answer = responseReader();
      const finish = (result) => {
        clearTimeout(timer);
        connection.pending = null;
        resolve(result);
        if (result.status && !answer.closes) return release(connection);
        connection.broken = true;
        connection.socket.destroy();
        release(connection);
      };
      const timer = setTimeout(
        () => finish({ status: 0, error: 'timeout', ms: performance.now() - started }),
        timeoutMs,
      );
      connection.pending = {
        onData(chunk) {
          try {
            const done = answer.read(chunk);
            if (done) {
              const now = performance.now();
              finish({ status: done.status, body: done.body, ms: now - started, answeredAt: now });
            }
          } catch (error) {
            finish({ status: 0, error: error.message, ms: performance.now() - started });
          }
        },
        fail: (message) => finish({ status: 0, error: message, ms: performance.now() - started }),
      };
      connection.socket.write(payload ? Buffer.concat([Buffer.from(head), payload]) : head);
    });
  }

  function close() {
    for (const connection of all) connection.socket.destroy();
    all.clear();
  }

  return { send, close };
}

/**
 * Reads one HTTP/1.1 answer from the chunks of a socket: `read` returns `{ status, body }` once
 * the answer is whole (Content-Length or chunked), else null. `closes` tells whether the server
 * ends the connection after it.
 */
function responseReader() {
  let buffered = Buffer.alloc(0);
  let status = 0;
  let bodyStart = -1;
  let length = -1;
  let chunked = false;
  const reader = {
    closes: false,
    read(chunk) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      if (bodyStart < 0) {
        const end = buffered.indexOf(HEADER_END);
        if (end < 0) return null;
        const lines = buffered.subarray(0, end).toString('latin1').split('\r\n');
        status = Number(lines[0].split(' ')[1]);
        if (!status) throw new Error(`not an HTTP answer: ${lines[0]}`);
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(':');
          const name = line.slice(0, colon).trim().toLowerCase();
          const value = line
            .slice(colon + 1)
            .trim()
            .toLowerCase();
          if (name === 'content-length') length = Number(value);
          else if (name === 'transfer-encoding') chunked = value.includes('chunked');
          else if (name === 'connection') reader.closes = value === 'close';
        }
        bodyStart = end + HEADER_END.length;
        if (!chunked && length < 0) length = status === 204 || status === 304 ? 0 : -1;
        if (!chunked && length < 0) throw new Error('an answer without a length');
      }
      if (!chunked) {
        if (buffered.length < bodyStart + length) return null;
        return { status, body: buffered.subarray(bodyStart, bodyStart + length) };
      }
      return readChunked();
    },
  };

  function readChunked() {
    const parts = [];
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffered.indexOf(CRLF, at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buffered.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) throw new Error('a bad chunk size');
      const dataStart = lineEnd + CRLF.length;
      if (size === 0) {
        // The last chunk: no trailers are sent to us, so a blank line ends the answer.
        if (buffered.length < dataStart + CRLF.length) return null;
        return { status, body: Buffer.concat(parts) };
      }
      if (buffered.length < dataStart + size + CRLF.length) return null;
      parts.push(buffered.subarray(dataStart, dataStart + size));
      at = dataStart + size + CRLF.length;
    }
  }

  return reader;
}
