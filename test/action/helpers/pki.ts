// A throwaway PKI for the HTTPS stand-ins, made with `openssl` at test time: a CA,
// a server certificate for 127.0.0.1/localhost, a client certificate (CN=ci-bot)
// and another CA that signed nothing of theirs.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Pki {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** Another CA, that did not sign the server's certificate. */
  otherCa: string;
}

/** A CA, a server certificate for 127.0.0.1/localhost and a client certificate (CN=ci-bot), via openssl. */
export function makePki(): Pki {
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-pki-'));
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    for (const name of ['ca', 'other-ca']) {
      ssl(
        'req',
        '-x509',
        ...ec,
        '-keyout',
        `${name}.key`,
        '-out',
        `${name}.crt`,
        '-days',
        '2',
        '-subj',
        `/CN=apply-preview test ${name}`,
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      );
    }
    writeFileSync(
      join(dir, 'server.ext'),
      'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
    );
    writeFileSync(join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
    for (const [name, cn] of [
      ['server', 'localhost'],
      ['client', 'ci-bot'],
    ]) {
      ssl('req', ...ec, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`);
      ssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        `${name}.crt`,
        '-days',
        '2',
        '-extfile',
        `${name}.ext`,
      );
    }
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    return {
      ca: read('ca.crt'),
      serverCert: read('server.crt'),
      serverKey: read('server.key'),
      clientCert: read('client.crt'),
      clientKey: read('client.key'),
      otherCa: read('other-ca.crt'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
