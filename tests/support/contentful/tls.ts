/**
 * A certificate for the loopback Contentful servers, made at test time with openssl: a
 * throwaway certificate authority and a certificate for 127.0.0.1 and localhost signed by it.
 * Child processes trust it through NODE_EXTRA_CA_CERTS=<caFile>; in-process clients through an
 * https.Agent holding the CA. Production code talks HTTPS to them unchanged.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  key: Buffer;
  cert: Buffer;
  ca: Buffer;
  /** PEM file of the CA, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** An agent that trusts the CA, for clients in the test process that take one. */
  agent: https.Agent;
  /**
   * Makes every TLS client of the test process trust the CA too (https agents without a `ca`
   * and fetch), for clients that take no agent. Returns the function that undoes it.
   */
  trustInProcess: () => () => void;
  remove: () => void;
}

const openssl = (args: string[], cwd: string): void => {
  try {
    execFileSync('openssl', args, { cwd, stdio: 'pipe' });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: Buffer };
    throw new Error(
      code === 'ENOENT'
        ? 'The Contentful protocol tests need openssl to make a test certificate (apt-get install openssl).'
        : `openssl ${args[0]} failed: ${stderr?.toString() ?? String(error)}`,
    );
  }
};

/** P-256 keys: made at once, where RSA keys can take seconds. */
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export const makeTestCertificate = (): TestCertificate => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contentful-tls-'));
  writeFileSync(
    path.join(dir, 'server.ext'),
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '',
    ].join('\n'),
  );
  const days = ['-days', '2'];
  openssl(
    [
      'req',
      '-x509',
      ...EC_KEY,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-subj',
      '/CN=Contentful loopback test CA',
      ...days,
    ],
    dir,
  );
  openssl(
    ['req', ...EC_KEY, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1'],
    dir,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-extfile',
      'server.ext',
      ...days,
    ],
    dir,
  );
  const ca = readFileSync(path.join(dir, 'ca.pem'));
  const agent = new https.Agent({ ca, keepAlive: false });
  return {
    key: readFileSync(path.join(dir, 'server.key')),
    cert: readFileSync(path.join(dir, 'server.pem')),
    ca,
    caFile: path.join(dir, 'ca.pem'),
    agent,
    trustInProcess: () => {
      const previous = tls.getCACertificates('default');
      tls.setDefaultCACertificates([...previous, ca.toString()]);
      return () => tls.setDefaultCACertificates(previous);
    },
    remove: () => {
      agent.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** An HTTPS server on a free loopback port, serving `handle` with the test certificate. */
export const listenOnLoopback = async (
  certificate: TestCertificate,
  handle: RequestListener,
): Promise<{ host: string; close: () => Promise<void> }> => {
  const server = https.createServer({ key: certificate.key, cert: certificate.cert }, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
