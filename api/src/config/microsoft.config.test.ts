// The Microsoft settings: the real hosts by default, https only (msal-node refuses anything else), the app
// registration whole or not at all, and the stand-in's certificate authority read from its file, never in production.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from './config';
import { isMicrosoftConfigured, loadMicrosoftConfig } from './microsoft.config';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

function pemFile(content = PEM): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ms-ca-')), 'ca.pem');
  writeFileSync(file, content);
  return file;
}

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadMicrosoftConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('the Microsoft settings', () => {
  it("uses Microsoft's own hosts and no extra CA when nothing is set; without an app registration there is no adapter", () => {
    const config = loadMicrosoftConfig({});
    expect(config).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      loginUrl: 'https://login.microsoftonline.com',
      graphUrl: 'https://graph.microsoft.com',
      caPem: undefined,
    });
    expect(isMicrosoftConfigured(config)).toBe(false);
  });

  it("reads the stand-in's hosts and its certificate authority from the file", () => {
    const config = loadMicrosoftConfig({
      MICROSOFT_CLIENT_ID: 'app',
      MICROSOFT_CLIENT_SECRET: 'secret',
      MICROSOFT_LOGIN_URL: 'https://127.0.0.1:4080/',
      MICROSOFT_GRAPH_URL: 'https://127.0.0.1:4080',
      MICROSOFT_CA_PEM_FILE: pemFile(),
    });
    expect(config).toMatchObject({ loginUrl: 'https://127.0.0.1:4080', graphUrl: 'https://127.0.0.1:4080', caPem: PEM });
    expect(isMicrosoftConfigured(config)).toBe(true);
  });

  it('names each wrong setting', () => {
    expect(problemsOf({ MICROSOFT_LOGIN_URL: 'http://127.0.0.1:4080' })).toEqual([
      'MICROSOFT_LOGIN_URL must be an absolute https URL',
    ]);
    expect(problemsOf({ MICROSOFT_CLIENT_ID: 'app' })).toEqual([
      'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET are set together or not at all',
    ]);
    expect(problemsOf({ MICROSOFT_CA_PEM_FILE: '/nowhere/ca.pem' })).toEqual(['MICROSOFT_CA_PEM_FILE cannot be read (ENOENT)']);
    expect(problemsOf({ MICROSOFT_CA_PEM_FILE: pemFile('not a certificate') })).toEqual([
      'MICROSOFT_CA_PEM_FILE holds no PEM certificate',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', MICROSOFT_CA_PEM_FILE: pemFile() })).toEqual([
      'MICROSOFT_CA_PEM_FILE must be empty when NODE_ENV=production (Microsoft is trusted by the system CAs)',
    ]);
  });
});
