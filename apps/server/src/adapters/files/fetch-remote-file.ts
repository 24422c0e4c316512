import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export type TRemoteFetchOptions = {
  /** Tests only: this machine (127.0.0.1, ::1) may be reached; every other private range stays refused. */
  allowLoopback: boolean;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
};

export type TRemoteFetchFailure = 'address' | 'status' | 'redirects' | 'too-large' | 'timeout' | 'network';

export class RemoteFetchError extends Error {
  constructor(
    readonly reason: TRemoteFetchFailure,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const LOOPBACK = ['127.0.0.1', '::1'];

/**
 * Fetches a file that a user named by its address, without letting that address reach into our own
 * network (SSRF). The agents of `request-filtering-agent` check every address DNS gives for the host,
 * and an IP written in the URL, as the socket connects, and the socket connects to exactly the addresses
 * checked, so a name that resolves to a public address when asked and a private one a moment later (DNS
 * rebinding) cannot slip through. Refused: every range that is not public unicast (private, loopback,
 * link-local with the cloud metadata address, CGNAT, multicast, unspecified, reserved, IPv4-mapped IPv6).
 * Each redirect is a new request through the same checks. The size limit holds while streaming.
 */
export async function fetchRemoteFile(url: string, options: TRemoteFetchOptions): Promise<Buffer> {
  const filter = options.allowLoopback ? { allowIPAddressList: LOOPBACK } : {};
  const agents = {
    'http:': new RequestFilteringHttpAgent({ keepAlive: false, ...filter }),
    'https:': new RequestFilteringHttpsAgent({ keepAlive: false, ...filter }),
  };
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let target = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const response = await request(target, agents, options, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (redirects >= options.maxRedirects) throw new RemoteFetchError('redirects', 'too many redirects');
        if (!location) throw new RemoteFetchError('status', `redirect ${status} without a location`, status);
        target = new URL(location, target);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteFetchError('status', `the address answered ${status}`, status);
      }
      return await readLimited(response, options.maxBytes);
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    if (signal.aborted) throw new RemoteFetchError('timeout', 'the fetch took too long', undefined, { cause: error });
    const message = error instanceof Error ? error.message : String(error);
    // The agents refuse an address with this wording, before any byte is sent to it.
    if (message.includes('is not allowed')) throw new RemoteFetchError('address', message, undefined, { cause: error });
    throw new RemoteFetchError('network', message, undefined, { cause: error });
  } finally {
    agents['http:'].destroy();
    agents['https:'].destroy();
  }
}

function request(
  target: URL,
  agents: { 'http:': http.Agent; 'https:': https.Agent },
  options: TRemoteFetchOptions,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new RemoteFetchError('address', `${target.protocol} addresses are not fetched`));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(target, {
      agent: agents[target.protocol as 'http:' | 'https:'],
      signal,
      headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': options.userAgent },
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
  });
}

async function readLimited(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new RemoteFetchError('too-large', `the file is ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw new RemoteFetchError('too-large', `the file is over ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
