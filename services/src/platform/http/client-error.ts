import type { Socket } from 'node:net';
import { HttpProblem } from './problem.ts';

/**
 * What the server answers to a request Node's HTTP parser refuses before fastify sees it (fastify's
 * clientErrorHandler): problem+json like every other answer. A request line plus headers over Node's 16 KiB limit
 * (a very long query string counts) is 431, a client too slow to send its request 408, anything unparseable 400.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const problem =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new HttpProblem(431, 'Request Header Fields Too Large', 'The url and headers of this request are larger than this api accepts (16 KiB).')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new HttpProblem(408, 'Request Timeout', 'The request did not arrive in time.')
        : new HttpProblem(400, 'Bad Request', 'The request is not valid HTTP.');
  const body = JSON.stringify(problem.toJSON());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${problem.title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
