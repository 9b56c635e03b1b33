import { generate } from 'selfsigned';

export interface TlsCertificate {
  /** The certificate (PEM); self-signed, so it is also the CA a client trusts. */
  cert: string;
  /** Its private key (PEM). */
  key: string;
}

/**
 * A self-signed certificate for loopback, made at start: MSAL refuses an `http:` authority (msal-common
 * `authority_uri_insecure`), so the stand-in speaks HTTPS and hands clients this PEM to trust.
 */
export async function makeLoopbackCertificate(hosts: string[] = ['localhost']): Promise<TlsCertificate> {
  const names = [...new Set(['localhost', ...hosts])];
  const ips = names.filter((name) => /^[\d.]+$/.test(name) || name.includes(':'));
  const dns = names.filter((name) => !ips.includes(name));
  const pems = await generate([{ name: 'commonName', value: 'Microsoft stand-in (devstack)' }], {
    keyType: 'ec',
    curve: 'P-256',
    // A year: an `npm start` left running for weeks keeps its Outlook stand-in (it was 30 days).
    notAfterDate: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...dns.map((value) => ({ type: 2 as const, value })),
          ...[...new Set(['127.0.0.1', '::1', ...ips])].map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
